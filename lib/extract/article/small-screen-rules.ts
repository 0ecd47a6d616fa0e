/**
 * Defuddle applies the page's small-screen rules (its `max-width` media queries) to what it reads before it looks for
 * the article, and reads them from the style sheets of the document it is given. That is a copy whose style elements
 * make no sheets (`copyOfPage`: parsing them again cost most of each copy's time), so Defuddle is given the rules of
 * the sheets of the page's own `<style>` elements, which the page parsed long ago: the sheets a copy made before.
 * Linked sheets stay out, as they did: a copy never loaded them.
 *
 * This reaches into Defuddle's internals, its cache of those rules and its reader of them; with a version that has
 * neither, nothing is given.
 */
interface DefuddleInternals {
  _mobileStyles?: unknown;
  _evaluateMediaQueries?: (doc: Pick<Document, 'styleSheets'>) => unknown;
}

export function readSmallScreenRulesOfPage(defuddle: object, page: Document): void {
  const internals = defuddle as DefuddleInternals;
  const read = internals._evaluateMediaQueries;
  if (typeof read !== 'function' || !page.styleSheets) return;
  // A sheet without an address is a style element's; a linked one has its file's.
  const own = Array.from(page.styleSheets).filter((sheet) => !sheet.href);
  internals._mobileStyles = read.call(defuddle, { styleSheets: own as unknown as StyleSheetList });
}
