import { sameWords } from './tokens';

const SEPARATOR = / +[-–—|·/»] +|: +/g;

/**
 * The names the page shows for its site and where the page sits in it: the words of the links to its home page in
 * the header and navigation (the site's name as shown) and of its breadcrumb trail (a wiki's space, a docs section).
 */
function shownSiteNames(doc: Document, url: string): string[] {
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

/**
 * A title that puts the site's name before the page's heading ("Ana's notes - Tidy rainfall data", as Quarto, Jekyll
 * and Hugo themes write the tab title; "Operations | Deploying", a wiki's space then its page) is the heading, when
 * the `<h1>` says just that and every part before it is a name the page shows for its site (`shownSiteNames`) or its
 * metadata gives. Both libraries keep such a title whole. A site's name after the heading stays: the corpus's
 * expected titles keep it ("How to Build a Terrarium | eHow"), as both libraries do on short titles.
 */
export function withoutSiteNames(title: string, doc: Document, url: string, siteNames: readonly string[]): string {
  const headings = doc.querySelectorAll('h1');
  if (headings.length !== 1) return title;
  const heading = headings[0]?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  const parts = title.split(SEPARATOR).map((part) => part.trim());
  // The heading may hold a separator itself ("Array - JavaScript"): it is any run of parts that ends the title.
  for (let start = 1; start < parts.length; start++) {
    if (!sameWords(parts.slice(start).join(' '), heading)) continue;
    const names = [...siteNames, ...shownSiteNames(doc, url)];
    return parts.slice(0, start).every((part) => names.some((name) => sameWords(name, part))) ? heading : title;
  }
  return title;
}
