import { tagName } from '../markdown/dom';
import { wordCount } from './link-density';

/** A side cell holds under this share of the article cell's words. */
const MINOR = 0.2;
/** …and this many links or more: banners, a search box's neighbours, a "most read" list. */
const SIDEBAR_LINKS = 3;

/**
 * Removes the sidebar cells of a page laid out with a table. When Readability's best block is a layout row, it
 * keeps the whole row (as a `<div>` whose children are the row's cells), so the sidebar cell beside the article came
 * first in the clip: kath.net's story opened with its banners, "Suche — Suchen Sie im kath.net Archiv…" and a "Top-15
 * meist-diskutiert" list. A cell beside the one with the most words is a sidebar when it holds a fifth of its words
 * or fewer and three links or more; a picture or caption cell beside the text stays. Returns the number removed.
 */
export function removeLayoutSideCells(root: Element): number {
  // Only Readability's retagging leaves cells outside a row: found from the cells, not by reading every element.
  const rows = new Set<Element>();
  for (const cell of Array.from(root.querySelectorAll('td, th'))) {
    if (cell.parentElement && tagName(cell.parentElement) !== 'tr') rows.add(cell.parentElement);
  }
  let removed = 0;
  for (const row of rows) {
    const cells = Array.from(row.children).filter((child) => tagName(child) === 'td' || tagName(child) === 'th');
    if (cells.length < 2) continue;
    const words = cells.map((cell) => ({ cell, count: wordCount(cell) }));
    const most = Math.max(...words.map(({ count }) => count));
    for (const { cell, count } of words) {
      if (count === most || count > MINOR * most) continue;
      if (cell.querySelectorAll('a[href]').length < SIDEBAR_LINKS) continue;
      cell.remove();
      removed++;
    }
  }
  return removed;
}
