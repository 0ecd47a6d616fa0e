/**
 * Defuddle runs its whole pipeline again when its first pass kept under 200 words (without its class-name clutter
 * rules) and again under 50 (without removing hidden elements), and takes a re-run only when it finds more than twice
 * the words. A re-run can only add words the page holds, so once the first pass has kept about half of the page's,
 * it cannot win. On short pages (notes, docs, pages that are not articles) that is most re-runs, each as costly as
 * the first pass; they are skipped. A page whose first pass missed its article (hidden, or taken for clutter) still
 * gets them.
 *
 * This reaches into two of Defuddle's internals, its one-pass method and its word count; with a version that has
 * neither, nothing is skipped.
 */
interface Pass {
  wordCount: number;
}
interface DefuddleInternals {
  parseInternal?: (overrides?: object) => Pass;
  countHtmlWords?: (html: string) => number;
}
const FIRST_RETRY = JSON.stringify({ removePartialSelectors: false });
const HIDDEN_RETRY = JSON.stringify({ removeHiddenElements: false });

/** The most words a re-run could find: the page's, with room for what standardising adds (footnote links, TeX). */
const mostWordsFound = (pageWords: number) => pageWords * 1.1 + 20;

export function skipFutileRetries(defuddle: object, doc: Document): void {
  const internals = defuddle as DefuddleInternals;
  const onePass = internals.parseInternal;
  const countWords = internals.countHtmlWords;
  if (typeof onePass !== 'function' || typeof countWords !== 'function') return;
  let calls = 0;
  let depth = 0;
  let first: Pass | undefined;
  let firstRetrySkipped = false;
  let pageWords: number | undefined;
  const cannotWin = (result: Pass) => {
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
    if (first && retriesFirst && cannotWin(first)) {
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
