import { extractArticle } from '../article';
import { htmlToMarkdown } from '../html-to-markdown';
import { paragraphsToMarkdown } from '../markdown/escape';
import { dropLeadingTitleHeading } from '../markdown/leading-title';
import { domParserOf } from '../markdown/parse-html';
import { pageMarkdown } from '../page-markdown';
import { fastContentHtml } from './fast-content';
import type { SnapshotLimits } from './limits';
import { pageTextParagraphs, paragraphsToHtml } from './page-text';

export interface MainContent {
  title: string;
  contentHtml: string;
  contentMarkdown: string;
  extractor: string;
  byline?: string;
  siteName?: string;
  published?: string;
  excerpt?: string;
  lang?: string;
  truncatedReason?: string;
}

type Limits = SnapshotLimits;

export interface MainContentOptions {
  url: string;
  limits: Limits;
  fallbackTitle: string;
  /** `false`: the extracted HTML only, `contentMarkdown` left empty. */
  withMarkdown: boolean;
}

/**
 * The main content and (unless `withMarkdown` is false) its Markdown through `pageMarkdown` (the path the CLI and
 * benchmark use). A page too big for extraction keeps its main block (`fastContentHtml`: headings, links, tables and
 * code survive); a bigger one, or one whose extractor fails, its text. Each fallback says why.
 */
export function mainContent(doc: Document, options: MainContentOptions): MainContent {
  const { url, limits, withMarkdown } = options;
  const elements = countElements(doc);
  if (elements > limits.maxElementsForExtraction) {
    const tooMany = `the page has ${elements} elements, more than the ${limits.maxElementsForExtraction} main-content extraction handles in time`;
    if (elements <= limits.maxElementsForPageBlock) {
      const block = pageBlock(doc, options, `${tooMany}; kept the page's main block without extracting the article`);
      if (block) return block;
    }
    return pageText(doc, options, `${tooMany}; kept the page text`);
  }
  try {
    const { article, markdown } = withMarkdown
      ? pageMarkdown(doc, { url })
      : { article: extractArticle(doc, { url }), markdown: '' };
    const content: MainContent = {
      title: article.title,
      contentHtml: article.contentHtml,
      contentMarkdown: markdown,
      extractor: article.method,
      byline: article.byline,
      siteName: article.siteName,
      published: article.published,
      excerpt: article.excerpt,
      lang: article.lang,
    };
    if (content.contentHtml.length > limits.maxContentHtmlChars) {
      content.contentHtml = cutHtml(content.contentHtml, limits.maxContentHtmlChars);
      content.truncatedReason = `the main content is over ${limits.maxContentHtmlChars} characters of HTML; its HTML was cut there`;
    }
    return content;
  } catch (error) {
    return pageText(doc, options, `main-content extraction failed (${messageOf(error)}); kept the page text`);
  }
}

/**
 * The page's `<article>`/`<main>` (else its body) without furniture; undefined when it holds no text or cannot be
 * read, so that the page text is kept instead.
 */
function pageBlock(doc: Document, options: MainContentOptions, reason: string): MainContent | undefined {
  const { url, limits, fallbackTitle: title, withMarkdown } = options;
  try {
    let html = fastContentHtml(doc);
    if (!html.replace(/<[^>]*>/g, '').trim()) return undefined;
    let truncatedReason = reason;
    if (html.length > limits.maxContentHtmlChars) {
      html = cutHtml(html, limits.maxContentHtmlChars);
      truncatedReason += `, cut at ${limits.maxContentHtmlChars} characters of HTML`;
    }
    const body = withMarkdown
      ? dropLeadingTitleHeading(htmlToMarkdown(html, { baseUrl: url, domParser: domParserOf(doc) }).trim(), title)
      : '';
    return {
      title,
      contentHtml: html,
      contentMarkdown: withMarkdown ? `# ${title}\n\n${body}\n` : '',
      extractor: 'page-block',
      truncatedReason,
    };
  } catch {
    return undefined;
  }
}

function pageText(doc: Document, options: MainContentOptions, reason: string): MainContent {
  const { limits, fallbackTitle: title, withMarkdown } = options;
  let paragraphs: string[] = [];
  let cut = false;
  try {
    ({ paragraphs, cut } = pageTextParagraphs(doc.body ?? doc, limits.maxTextChars));
  } catch {
    paragraphs = [];
  }
  const body = paragraphsToMarkdown(paragraphs);
  return {
    title,
    contentHtml: paragraphsToHtml(paragraphs),
    contentMarkdown: withMarkdown ? `# ${title}\n\n${body}\n` : '',
    extractor: 'text',
    truncatedReason: cut ? `${reason}, cut at ${limits.maxTextChars} characters` : reason,
  };
}

const prototypeByTagName = typeof Document === 'undefined' ? undefined : Document.prototype.getElementsByTagName;

function countElements(doc: Document): number {
  // Through the prototype first: `<form name="getElementsByTagName">` shadows the document's own property.
  const counts = [() => prototypeByTagName?.call(doc, '*').length, () => doc.getElementsByTagName('*').length];
  for (const count of counts) {
    try {
      const n = count();
      if (typeof n === 'number') return n;
    } catch {
      // Next way.
    }
  }
  return 0;
}

/** Cuts at the last closing tag before `max`, so the HTML stays well-formed enough to parse. */
function cutHtml(html: string, max: number): string {
  const head = html.slice(0, max);
  const end = Math.max(
    head.lastIndexOf('</p>'),
    head.lastIndexOf('</div>'),
    head.lastIndexOf('</li>'),
    head.lastIndexOf('</section>'),
  );
  return end > 0 ? head.slice(0, head.indexOf('>', end) + 1) : head;
}

function messageOf(error: unknown): string {
  try {
    return error instanceof Error ? error.message : String(error);
  } catch {
    return 'unknown error';
  }
}
