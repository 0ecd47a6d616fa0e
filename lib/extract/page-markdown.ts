import { type Article, extractArticle } from './article';
import { elementToMarkdown, htmlToMarkdown } from './html-to-markdown';

export interface PageMarkdown {
  article: Article;
  /** `# <title>` then the Markdown of the main content. */
  markdown: string;
}

type DomParserClass = new () => { parseFromString(html: string, type: 'text/html'): Document };

/**
 * The parser of the DOM the page lives in: the browser's, or linkedom's in Node, so that the conversion never
 * needs a global DOM and never mixes nodes of two DOM implementations.
 */
export function domParserOf(doc: Document) {
  const Parser = (doc.defaultView as unknown as { DOMParser?: DomParserClass } | null)?.DOMParser;
  return Parser ? new Parser() : undefined;
}

/** The one path from a page to its Markdown: the extension, the `clip` CLI and the benchmark all call this. */
export function pageMarkdown(doc: Document, options: { url: string }): PageMarkdown {
  const article = extractArticle(doc, options);
  const convert = { baseUrl: options.url, domParser: domParserOf(doc) };
  const body = (
    article.contentRoot ? elementToMarkdown(article.contentRoot, convert) : htmlToMarkdown(article.contentHtml, convert)
  ).trim();
  const heading = `# ${article.title.replace(/\s+/g, ' ').trim()}`;
  return { article, markdown: body ? `${heading}\n\n${body}\n` : `${heading}\n` };
}
