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

/** A slug joins three or more lowercase words with hyphens or underscores, without a space: a name for a URL. */
const SLUG = /^[\p{Ll}\d]+(?:[-_][\p{Ll}\d]+){2,}$/u;

/**
 * Whether a title the page declares is no title: the site's brand, the name in its address ("Example AI" on
 * example-ai.com), as some sites put their name in og:title on every page; or a slug ("adac-kindersitztest-herbst-2018"
 * in adac.de's og:title). A tab title that reads "ChatGPT" is not declared, and stays: it is all that page says
 * about itself.
 */
export function isDeclaredNonTitle(title: string, doc: Document, url: string): boolean {
  if (SLUG.test(title.trim())) return isDeclaredTitle(title, doc);
  const address = parseUrl(url);
  if (!address) return false;
  const name = alphanumeric(title);
  const labels = bareHost(address.hostname).split('.').slice(0, -1).map(alphanumeric);
  const isBrand = name !== '' && (labels.includes(name) || labels.join('') === name);
  return isBrand && isDeclaredTitle(title, doc);
}
