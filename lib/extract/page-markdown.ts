import { type Article, extractArticle } from './article';
import { elementToMarkdown, htmlToMarkdown } from './html-to-markdown';
import { domParserOf } from './markdown/parse-html';

export interface PageMarkdown {
  article: Article;
  /** `# <title>` then the Markdown of the main content. */
  markdown: string;
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
