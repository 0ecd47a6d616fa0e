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
interface TopLevelPass {
  overrides: string;
  result: Pass;
  skipped: boolean;
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
  const passes: TopLevelPass[] = [];
  let depth = 0;
  let pageWords: number | undefined;

  // A retry decides against the first pass's result only when that is still what parse() holds: for the hidden-element
  // retry, when the first retry was skipped.
  const isRetryOfFirstPass = (overrides: string) =>
    passes[0]?.overrides === '{}' &&
    ((passes.length === 1 && overrides === FIRST_RETRY) ||
      (passes.length === 2 && passes[1]?.skipped === true && overrides === HIDDEN_RETRY));

  internals.parseInternal = function (this: unknown, overrides: object = {}) {
    // Site extractors call the pass from inside a pass; only parse()'s own calls are retries.
    if (depth > 0) return onePass.call(this, overrides);
    const key = JSON.stringify(overrides);
    const first = passes[0]?.result;
    if (first && isRetryOfFirstPass(key)) {
      pageWords ??= countWords.call(this, doc.body?.outerHTML ?? '');
      if (mostWordsFound(pageWords) <= 2 * first.wordCount) {
        passes.push({ overrides: key, result: first, skipped: true });
        return first;
      }
    }
    depth++;
    try {
      const result = onePass.call(this, overrides);
      passes.push({ overrides: key, result, skipped: false });
      return result;
    } finally {
      depth--;
    }
  };
}
