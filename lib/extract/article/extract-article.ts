import { Readability } from '@mozilla/readability';
import Defuddle from 'defuddle';
import type { Article, ExtractArticleOptions } from './types';

/**
 * Chooses the main content of a page. Never modifies `doc`: both libraries work on clones.
 * PROVISIONAL: Defuddle first, Readability as fallback; replaced by the measured combination.
 */
export function extractArticle(doc: Document, options: ExtractArticleOptions): Article {
  const defuddled = new Defuddle(doc, { url: options.url }).parse();
  if (defuddled.content && defuddled.wordCount > 0) {
    return {
      title: defuddled.title || doc.title,
      contentHtml: defuddled.content,
      byline: defuddled.author || undefined,
      excerpt: defuddled.description || undefined,
      siteName: defuddled.site || undefined,
      published: defuddled.published || undefined,
      lang: defuddled.language || undefined,
      method: 'defuddle',
    };
  }
  const clone = doc.cloneNode(true) as Document;
  const parsed = new Readability(clone).parse();
  return {
    title: parsed?.title || doc.title,
    contentHtml: parsed?.content ?? doc.body?.innerHTML ?? '',
    byline: parsed?.byline ?? undefined,
    excerpt: parsed?.excerpt ?? undefined,
    siteName: parsed?.siteName ?? undefined,
    published: parsed?.publishedTime ?? undefined,
    lang: parsed?.lang ?? undefined,
    method: parsed ? 'readability' : 'body',
  };
}
