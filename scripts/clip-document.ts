import { extractArticle, htmlToMarkdown, pageMarkdown } from '../lib/extract';
import { domParserOf } from '../lib/extract/page-markdown';

export interface ClipDocumentOptions {
  url: string;
  /** Clip only the first matching element, as if it were the user's selection. */
  selector?: string;
}

export interface ClippedDocument {
  markdown: string;
  json: unknown;
}

/** What the extension would produce for `doc`: the whole page, or the element a selector names. */
export function clipDocument(doc: Document, options: ClipDocumentOptions): ClippedDocument {
  if (!options.selector) {
    const { article, markdown } = pageMarkdown(doc, { url: options.url });
    return { markdown, json: { url: options.url, article, markdown } };
  }
  const element = doc.querySelector(options.selector);
  if (!element) throw new Error(`Nothing on the page matches the selector "${options.selector}".`);
  const { title } = extractArticle(doc, { url: options.url });
  const body = htmlToMarkdown(element.outerHTML, { baseUrl: options.url, domParser: domParserOf(doc) }).trim();
  const markdown = `# ${title.replace(/\s+/g, ' ').trim()}\n\n${body}\n`;
  const selection = { html: element.outerHTML, text: element.textContent ?? '', markdown: body };
  return { markdown, json: { url: options.url, title, selection, markdown } };
}
