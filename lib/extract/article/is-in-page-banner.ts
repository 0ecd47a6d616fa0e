/**
 * Whether an element sits in the page's own banner (its site header), not in an article's or the main content's
 * header: the site's name and menu live there.
 */
export function isInPageBanner(element: Element): boolean {
  const banner = element.closest('header, [role="banner"]');
  return !!banner && !banner.closest('article, main');
}
