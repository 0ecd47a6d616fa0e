import { oneLine } from '../markdown/dom';
import { bareHost, parseUrl } from '../metadata/page-url';
import { queryAll } from '../metadata/query-all';

const alphanumeric = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Whether the page declares this title in its metadata (OpenGraph, Twitter, Dublin Core, JSON-LD…). */
export function isDeclaredTitle(title: string, doc: Document): boolean {
  const wanted = oneLine(title);
  if (!wanted) return false;
  for (const meta of queryAll(doc, 'meta[content]')) {
    const key = meta.getAttribute('property') ?? meta.getAttribute('name') ?? '';
    if (/title$/i.test(key) && oneLine(meta.getAttribute('content') ?? '') === wanted) return true;
  }
  return queryAll(doc, 'script[type="application/ld+json"]').some((script) =>
    (script.textContent ?? '').includes(wanted),
  );
}

/** The page's `og:title`s, one per value: some pages declare two (two plugins each writing one). */
function declaredTitles(doc: Document): string[] {
  const values = queryAll(doc, 'meta[property="og:title"][content]').map((meta) =>
    oneLine(meta.getAttribute('content') ?? ''),
  );
  return [...new Set(values.filter(Boolean))];
}

/**
 * Whether the page declares `title` and also another title that its tab title starts with: two plugins each wrote
 * an `og:title`, and the later one is a section's name ("Aktuelle", ahlen.de's news section) while the tab reads
 * "Reparaturcafé am 31. Januar: Stadt Ahlen", as does the first.
 */
function isOutvoted(title: string, doc: Document): boolean {
  const titles = declaredTitles(doc);
  const declared = oneLine(title);
  const tab = oneLine(doc.title);
  if (titles.length < 2 || !titles.includes(declared) || tab.startsWith(declared)) return false;
  return titles.some((other) => other !== declared && tab.startsWith(other));
}

/** A slug joins three or more lowercase words with hyphens or underscores, without a space: a name for a URL. */
const SLUG = /^[\p{Ll}\d]+(?:[-_][\p{Ll}\d]+){2,}$/u;

/**
 * Whether a title the page declares is no title: the site's brand, the name in its address ("Example AI" on
 * example-ai.com), as some sites put their name in og:title on every page; or a slug ("adac-kindersitztest-herbst-2018"
 * in adac.de's og:title); or one of two declared titles that the tab title does not start with, when it starts with
 * the other. A tab title that reads "ChatGPT" is not declared, and stays: it is all that page says about itself.
 */
export function isDeclaredNonTitle(title: string, doc: Document, url: string): boolean {
  if (SLUG.test(title.trim())) return isDeclaredTitle(title, doc);
  if (isOutvoted(title, doc)) return true;
  const address = parseUrl(url);
  if (!address) return false;
  const name = alphanumeric(title);
  const labels = bareHost(address.hostname).split('.').slice(0, -1).map(alphanumeric);
  const isBrand = name !== '' && (labels.includes(name) || labels.join('') === name);
  return isBrand && isDeclaredTitle(title, doc);
}
