import type { CaptureRequest } from '../api';
import { type ClipTarget, clipSourceOf } from './clip-target';
import { escapeHtml } from './escape-html';
import { sourceKindFor } from './source-kind';

export interface CaptureChoice {
  instructions?: string;
  context?: string;
}

/**
 * A Capture (svc-it) body: the selection's or the main content's cleaned HTML as `input` (never the
 * raw page with its scripts and styles), plus the chip's title, canonical URL and kind.
 */
export function buildCaptureRequest(target: ClipTarget, choice: CaptureChoice, now: Date): CaptureRequest {
  const source = clipSourceOf(target);
  const extraContext = target.kind === 'link' ? `Linked from “${target.page.title}” (${target.page.url}).` : '';
  const context = [choice.context?.trim(), extraContext].filter(Boolean).join('\n\n');
  const instructions = choice.instructions?.trim();
  return {
    input: captureInput(target),
    ...(instructions ? { instructions } : {}),
    ...(context ? { context } : {}),
    timestamp: now.toISOString(),
    source_title: source.title,
    source_url: source.url,
    source_kind: sourceKindFor(source.url),
  };
}

function captureInput(target: ClipTarget): string {
  switch (target.kind) {
    case 'selection':
      return target.snapshot.selection?.html || escapeHtml(target.snapshot.selection?.text ?? '');
    case 'page':
      return withTitleHeading(target.snapshot.contentHtml, clipSourceOf(target).title);
    case 'link':
    case 'address': {
      const { title, url } = clipSourceOf(target);
      return `<p><a href="${escapeHtml(url)}">${escapeHtml(title)}</a></p>`;
    }
  }
}

/**
 * The extracted article seldom keeps the page's <h1> (Readability takes it out as the title), and a service that
 * reads the input alone would title the note with its first sentence: the title goes in front as an <h1>, as Create
 * Note's Markdown starts with `# Title`, unless the content has an <h1> of its own.
 */
function withTitleHeading(html: string, title: string): string {
  if (/<h1[\s>]/i.test(html) || !title.trim()) return html;
  return `<h1>${escapeHtml(title.trim())}</h1>\n${html}`;
}
