import { unguardDefuddleHtml } from './guard-defuddle-text';
import { type Reference, shareFoundIn } from './keep-agreed-blocks';
import { tokens, trigrams } from './tokens';

/**
 * Defuddle runs its whole pipeline again when its first pass kept under 200 words (without its class-name clutter
 * rules) and again under 50 (without removing hidden elements), and takes a re-run only when it finds more than twice
 * the words. A re-run can only add words the page holds, so once the first pass has kept about half of the page's,
 * it cannot win. On short pages (notes, docs, pages that are not articles) that is most re-runs, each as costly as
 * the first pass; they are skipped. So are they once the first pass holds most of the article Readability found
 * (`article`): a re-run exists to find an article the first pass missed, hidden or taken for clutter, and one that
 * doubles the words of a pass holding the article does so with blocks the class-name rules took for clutter
 * (author boxes, related stories), which the combination drops again. On the paywalled news stories of heavy pages
 * (a lede of 70 words under thousands of words of menus) that saves a pass of 30–40 ms in Chromium;
 * no corpus page's clip changes. A page whose first pass missed its article still gets them.
 *
 * This reaches into two of Defuddle's internals, its one-pass method and its word count; with a version that has
 * neither, nothing is skipped.
 */
interface Pass {
  wordCount: number;
  content?: string;
}
interface DefuddleInternals {
  parseInternal?: (overrides?: object) => Pass;
  countHtmlWords?: (html: string) => number;
}
/** A pass holding this share of the article's word trigrams holds the article (captions and bylines aside). */
const HELD = 0.8;
/** An article this short is no measure of what a pass missed. */
const MIN_ARTICLE_TRIGRAMS = 10;
const FIRST_RETRY = JSON.stringify({ removePartialSelectors: false });
const HIDDEN_RETRY = JSON.stringify({ removeHiddenElements: false });

/** The most words a re-run could find: the page's, with room for what standardising adds (footnote links, TeX). */
const mostWordsFound = (pageWords: number) => pageWords * 1.1 + 20;

export function skipFutileRetries(defuddle: object, doc: Document, article?: Reference): void {
  const internals = defuddle as DefuddleInternals;
  const onePass = internals.parseInternal;
  const countWords = internals.countHtmlWords;
  if (typeof onePass !== 'function' || typeof countWords !== 'function') return;
  let calls = 0;
  let depth = 0;
  let first: Pass | undefined;
  let firstRetrySkipped = false;
  let pageWords: number | undefined;
  const futile = (result: Pass) => {
    if (article && holdsArticle(result, article)) return true;
    pageWords ??= countWords.call(defuddle, doc.body?.outerHTML ?? '');
    return mostWordsFound(pageWords) <= 2 * result.wordCount;
  };

  internals.parseInternal = function (this: unknown, overrides: object = {}) {
    // Site extractors call the pass from inside a pass; only parse()'s own calls are retries.
    if (depth > 0) return onePass.call(this, overrides);
    const call = calls++;
    const key = JSON.stringify(overrides);
    // A retry is measured against the first pass only while that is what parse() holds: for the hidden-element
    // retry, when the first retry was skipped.
    const retriesFirst =
      (call === 1 && key === FIRST_RETRY) || (call === 2 && firstRetrySkipped && key === HIDDEN_RETRY);
    if (first && retriesFirst && futile(first)) {
      firstRetrySkipped ||= call === 1;
      return first;
    }
    depth++;
    try {
      const result = onePass.call(this, overrides);
      if (call === 0 && key === '{}') first = result;
      return result;
    } finally {
      depth--;
    }
  };
}

/**
 * Whether a pass holds most of the article the other library found. Its text is read off its HTML with the tags
 * taken out: close enough for trigrams, and no parse.
 */
function holdsArticle(result: Pass, article: Reference): boolean {
  if (article.trigrams.size < MIN_ARTICLE_TRIGRAMS) return false;
  const words = tokens(unguardDefuddleHtml(result.content ?? '').replace(/<[^>]*>/g, ' '));
  return shareFoundIn(article, { joined: '', trigrams: trigrams(words) }) >= HELD;
}
