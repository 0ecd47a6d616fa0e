/**
 * Node-only entry (reference service, CLI, benchmark): the same conversion with linkedom as the HTML parser.
 * Never import this from extension code: it would bundle linkedom into the injected script.
 */
import { DOMParser } from 'linkedom';
import { htmlToMarkdown as convert, type HtmlToMarkdownOptions } from './html-to-markdown';
import type { HtmlParser } from './markdown/parse-html';

const linkedomParser = new DOMParser() as unknown as HtmlParser;

export function htmlToMarkdown(html: string, options: HtmlToMarkdownOptions = {}): string {
  return convert(html, { domParser: linkedomParser, ...options });
}
