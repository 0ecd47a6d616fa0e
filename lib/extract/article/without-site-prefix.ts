import { sameWords } from './tokens';

const SEPARATOR = / +[-–—|·/»] +|: +/g;

/** The words of the links to the site's home page in the page's header and navigation: the site's name as shown. */
function homeLinkNames(doc: Document, url: string): string[] {
  const names: string[] = [];
  for (const link of Array.from(doc.querySelectorAll('header a[href], nav a[href], a[rel="home"]'))) {
    try {
      const target = new URL(link.getAttribute('href') ?? '', url);
      if (target.origin !== new URL(url).origin || !/^\/(?:index\.html?)?$/.test(target.pathname)) continue;
    } catch {
      continue;
    }
    const name = link.textContent?.trim();
    if (name) names.push(name);
  }
  return names;
}

/**
 * A title that puts the site's name before the page's heading ("Ana's notes - Tidy rainfall data", as Quarto, Jekyll
 * and Hugo themes write the tab title) is the heading, when the `<h1>` says just that and the words before it are
 * the site's name as its header links it home or as its metadata gives it. Both libraries keep such a title whole.
 */
export function withoutSitePrefix(title: string, doc: Document, url: string, siteNames: readonly string[]): string {
  const headings = doc.querySelectorAll('h1');
  if (headings.length !== 1) return title;
  const heading = headings[0]?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  for (const separator of title.matchAll(SEPARATOR)) {
    const rest = title.slice((separator.index ?? 0) + separator[0].length).trim();
    if (!sameWords(rest, heading)) continue;
    const prefix = title.slice(0, separator.index).trim();
    const names = [...siteNames, ...homeLinkNames(doc, url)];
    return names.some((name) => sameWords(name, prefix)) ? rest : title;
  }
  return title;
}
