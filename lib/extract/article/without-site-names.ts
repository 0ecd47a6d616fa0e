import { isDeclaredTitle } from './declared-title';
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
 * the page's one `<h1>` outside its banner says just that and every part before it is a name the page shows for its site (`shownSiteNames`) or its
 * metadata gives. Both libraries keep such a title whole. A site's name after the heading stays: the corpus's
 * expected titles keep it ("How to Build a Terrarium | eHow"), as both libraries do on short titles.
 */
export function withoutSiteNames(title: string, doc: Document, url: string, siteNames: readonly string[]): string {
  // Beside the heading, the site's name in the page's banner is an <h1> in many themes (WordPress's Twenty Eleven).
  const h1s = Array.from(doc.querySelectorAll('h1'));
  const headings = h1s.length > 1 ? h1s.filter((h1) => !isInBanner(h1)) : h1s;
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

function isInBanner(element: Element): boolean {
  const banner = element.closest('header, [role="banner"]');
  return !!banner && !banner.closest('article, main');
}

/**
 * The page's own part of its tab title, when Readability's title is only the site's name (as the page shows it or
 * its metadata gives it): Readability takes the part after a tab title's first separator when the part before has
 * under three words, and "Kleine Schafskunde | Mäscot das Schaf – Webcomic" gave the site's name (maescot.de).
 * Undefined when the title is not the site's name, or the tab title has no other part.
 */
export function titleForSiteName(
  title: string,
  doc: Document,
  url: string,
  siteNames: readonly string[],
): string | undefined {
  // A title the page declares is the publisher's for this page, whatever else the page calls its site.
  if (!title.trim() || isDeclaredTitle(title, doc)) return undefined;
  const names = [...siteNames, ...shownSiteNames(doc, url)];
  if (!names.some((name) => sameWords(name, title))) return undefined;
  const tab = doc.title.replace(/\s+/g, ' ').trim();
  const name = title.trim();
  const at = tab.indexOf(name);
  // The site's name leads or ends a tab title; in its middle it would leave two parts around a gap.
  if (at < 0 || (at > 0 && at + name.length < tab.length)) return undefined;
  const rest = `${tab.slice(0, at)} ${tab.slice(at + name.length)}`;
  const own = rest.replace(/^[-–—|·/»:\s]+|[-–—|·/»:\s]+$/g, '').trim();
  return own || undefined;
}
