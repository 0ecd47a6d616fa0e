/** What a page's navigation never holds: the article's own paragraphs, tables, code, figures and quotes. */
const CONTENT = 'p, table, pre, figure, blockquote';

/**
 * Removes the page's navigation left inside the article: a `<nav>` (or an element in the navigation role) of links
 * and labels only — section tabs ("Ratgeber · Firmen · News · Forum" over oekologisch-bauen.info's guide, which
 * Readability kept), pager and "previous / next post" bars. A note has nowhere to navigate; one holding the article's
 * paragraphs or figures stays, whatever the page called it.
 */
export function removeNavigation(root: Element): number {
  let removed = 0;
  for (const nav of Array.from(root.querySelectorAll('nav, [role="navigation"]'))) {
    if (!root.contains(nav) || nav.querySelector(CONTENT)) continue;
    nav.remove();
    removed++;
  }
  return removed;
}
