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
      return target.snapshot.contentHtml;
    case 'link':
    case 'address': {
      const { title, url } = clipSourceOf(target);
      return `<p><a href="${escapeHtml(url)}">${escapeHtml(title)}</a></p>`;
    }
  }
}
