/**
 * The names the page shows for its site and where the page sits in it: the words of the links to its home page in
 * the header and navigation (the site's name as shown) and of its breadcrumb trail (a wiki's space, a docs section).
 */
export function shownSiteNames(doc: Document, url: string): string[] {
  const names: string[] = [];
  let origin: string | undefined;
  try {
    origin = new URL(url).origin;
  } catch {
    // No address to resolve links against: only the breadcrumbs name the site.
  }
  const homeLinks = origin ? Array.from(doc.querySelectorAll('header a[href], nav a[href], a[rel="home"]')) : [];
  for (const link of homeLinks) {
    try {
      const target = new URL(link.getAttribute('href') ?? '', url);
      if (target.origin !== origin || !/^\/(?:index\.html?)?$/.test(target.pathname)) continue;
    } catch {
      continue;
    }
    names.push(link.textContent ?? '');
  }
  const crumbs = doc.querySelectorAll(
    '[class*="breadcrumb" i] a, [id*="breadcrumb" i] a, [aria-label*="breadcrumb" i] a',
  );
  for (const crumb of Array.from(crumbs)) names.push(crumb.textContent ?? '');
  return names.filter((name) => name.trim());
}
