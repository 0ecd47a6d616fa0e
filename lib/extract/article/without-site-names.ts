import { isInPageBanner } from './is-in-page-banner';
import { shownSiteNames } from './shown-site-names';
import { sameWords } from './tokens';

const SEPARATOR = / +[-–—|·/»] +|: +/g;

/**
 * A title that puts the site's name before the page's heading ("Ana's notes - Tidy rainfall data", as Quarto, Jekyll
 * and Hugo themes write the tab title; "Operations | Deploying", a wiki's space then its page) is the heading, when
 * the page's one `<h1>` outside its banner says just that and every part before it is a name the page shows for
 * its site (`shownSiteNames`) or its metadata gives. Both libraries keep such a title whole. A site's name after the
 * heading stays: the corpus's expected titles keep it ("How to Build a Terrarium | eHow"), as both libraries do on
 * short titles.
 */
export function withoutSiteNames(title: string, doc: Document, url: string, siteNames: readonly string[]): string {
  // Beside the heading, the site's name in the page's banner is an <h1> in many themes (WordPress's Twenty Eleven).
  const h1s = Array.from(doc.querySelectorAll('h1'));
  const headings = h1s.length > 1 ? h1s.filter((h1) => !isInPageBanner(h1)) : h1s;
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
