import TurndownService from 'turndown';
import { gfm } from 'turndown-plugin-gfm';

export interface HtmlToMarkdownOptions {
  /** Page URL that relative links and images resolve against. */
  baseUrl?: string;
}

/**
 * The one HTML → Markdown conversion, used by the extension and by the reference service.
 * STUB: extraction (issue 4) replaces this with the full rule set.
 */
export function htmlToMarkdown(html: string, _options: HtmlToMarkdownOptions = {}): string {
  const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-' });
  turndown.use(gfm);
  return turndown.turndown(html);
}
