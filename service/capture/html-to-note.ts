import { parseHTML } from 'linkedom';
// The extension's own conversion, with linkedom as its parser (lib/extract's Node entry).
import { htmlToMarkdown } from '../../lib/extract/node';
import { headedNote, type NoteDraft } from './note-draft';

/**
 * HTML becomes Markdown through the extension's own conversion (one set of rules for both);
 * the title is the document's <title>, else its first <h1>, else the Markdown's first line.
 */
export function htmlToNote(html: string, baseUrl?: string): NoteDraft {
  // linkedom builds a document only from a whole one: a bare fragment is wrapped first.
  const { document } = parseHTML(/<html[\s>]/i.test(html) ? html : `<html><head></head><body>${html}</body></html>`);
  const title = clean(document.querySelector('title')?.textContent) || clean(document.querySelector('h1')?.textContent);
  for (const node of document.querySelectorAll('script, style, noscript, template, head, title')) node.remove();
  const bodyHtml = document.body?.innerHTML ?? html;
  const markdown = htmlToMarkdown(bodyHtml, { baseUrl: isWebUrl(baseUrl) ? baseUrl : undefined }).trim();
  return headedNote(title, markdown);
}

function clean(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

function isWebUrl(url: string | undefined): url is string {
  return url != null && /^https?:\/\//i.test(url);
}
