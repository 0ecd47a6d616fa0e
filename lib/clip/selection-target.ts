import type { PageSnapshot } from '../extract';
import type { ClipTarget } from './clip-target';
import { escapeHtml } from './escape-html';

/**
 * A selection target from the words the browser handed the context menu, for when the page itself
 * could not be read (a PDF, a frame we may not script): the text is all there is.
 */
export function selectionTargetFromText(text: string, page: { url: string; title: string }): ClipTarget {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  const snapshot: PageSnapshot = {
    url: page.url,
    title: page.title,
    contentHtml: '',
    contentMarkdown: '',
    truncated: false,
    selection: {
      html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
      text,
      markdown: paragraphs.join('\n\n'),
      wordCount: text.split(/\s+/).filter(Boolean).length,
      frameUrl: page.url,
    },
  };
  return { kind: 'selection', snapshot };
}
