import { all, classTokens, removeClassWords } from '../markdown/dom';

/** Class words Defuddle takes an in-page link to be a citation mark or a heading's anchor by. */
const MARK_CLASS_WORD = /ref|anchor/i;
/** Words of two letters or more: a note's mark is a number, a letter, a symbol or brackets around one. */
const PROSE = /\p{L}{2,}/u;

/**
 * Defuddle removes, words and all, every in-page link whose class holds "ref" or "anchor", reading it as a citation
 * mark or a heading's anchor. Sphinx classes every cross-reference `reference internal` (Python's documentation,
 * Read the Docs), so "using this [Python-to-JSON conversion table](#py-to-json-table)" came out as "using this.".
 * On Defuddle's copy, an in-page link that reads as words loses those class words; marks (`[1]`, `*`, `†`, `¶`)
 * keep them, for its footnote handling.
 */
export function keepInPageLinks(doc: Document): void {
  for (const link of all(doc, 'a[href^="#"][class]')) {
    const classes = classTokens(link);
    if (!classes.some((word) => MARK_CLASS_WORD.test(word)) || !PROSE.test(link.textContent ?? '')) continue;
    if (link.closest('sup')) continue;
    removeClassWords(link, MARK_CLASS_WORD);
  }
}
