import { oneLine } from '../markdown/dom';
import { isDeclaredTitle } from './declared-title';
import { shownSiteNames } from './shown-site-names';
import { sameWords } from './tokens';

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
  const tab = oneLine(doc.title);
  const name = title.trim();
  const at = tab.indexOf(name);
  // The site's name leads or ends a tab title; in its middle it would leave two parts around a gap.
  if (at < 0 || (at > 0 && at + name.length < tab.length)) return undefined;
  const rest = `${tab.slice(0, at)} ${tab.slice(at + name.length)}`;
  const own = rest.replace(/^[-–—|·/»:\s]+|[-–—|·/»:\s]+$/g, '').trim();
  return own || undefined;
}
