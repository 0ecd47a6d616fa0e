/**
 * Words in a class, id or role that name a block as page furniture rather than article: legal fine print,
 * newsletter and subscription boxes, share bars, recommendation and "related" feeds, cookie banners, ad slots,
 * tables of contents (links back into the page, useless in a note).
 * Readability's own list misses most of these, and when the article is short such a block can outweigh it.
 */
const FURNITURE = new Set([
  'disclaimer',
  'disclaimers',
  'legal',
  'newsletter',
  'newsletters',
  'subscribe',
  'subscription',
  'signup',
  'recommended',
  'recommendations',
  'related',
  'share',
  'sharing',
  'social',
  'promo',
  'advert',
  'adverts',
  'advertisement',
  'adslot',
  'cookie',
  'cookies',
  'consent',
  'paywall',
  'outbrain',
  'taboola',
  'toc',
]);
/**
 * A name longer than this many parts is a slug made from a heading ("sharing-with-a-single-developer"), which
 * says what the section is about, not what kind of block it is.
 */
const MAX_NAME_PARTS = 3;
const NEVER = new Set(['html', 'body', 'main', 'article']);
/** First parts that make a name a state of the block rather than its kind: "has-toc", "with-share", "no-ads". */
const STATE_PREFIXES = new Set(['has', 'with', 'no', 'show', 'hide', 'is', 'enable', 'disable']);

/** A quick test that rules out nearly every element before the names are split into parts. */
const MAY_NAME_FURNITURE =
  /disclaim|legal|newsletter|subscri|signup|recommend|related|shar|social|promo|advert|adslot|cookie|consent|paywall|outbrain|taboola|toc/i;

function namesFurniture(element: Element): boolean {
  const names = `${element.getAttribute('class') ?? ''} ${element.id} ${element.getAttribute('role') ?? ''}`;
  if (!MAY_NAME_FURNITURE.test(names)) return false;
  return names.split(/\s+/).some((name) => {
    const parts = name.toLowerCase().split(/[-_]+/).filter(Boolean);
    if (parts.length > MAX_NAME_PARTS || STATE_PREFIXES.has(parts[0] ?? '')) return false;
    return parts.some((part) => FURNITURE.has(part));
  });
}

/**
 * Removes from `doc` (a clone: this mutates) the blocks whose class, id or role names them as page furniture,
 * unless a block holds the article itself: a `<main>`, an `<article>` or the `<h1>`.
 * Returns the number of blocks removed.
 */
export function removeBoilerplate(doc: Document): number {
  const body = doc.body;
  if (!body) return 0;
  let removed = 0;
  const pageChars = (body.textContent ?? '').length;
  for (const element of Array.from(body.querySelectorAll('[class], [id], [role]'))) {
    if (NEVER.has(element.localName) || !namesFurniture(element) || !body.contains(element)) continue;
    // Whatever its name, a block with nearly all of the page's text is the article's wrapper, not furniture.
    if (element.querySelector('main, article, h1') || (element.textContent ?? '').length > pageChars * 0.8) continue;
    element.remove();
    removed++;
  }
  return removed;
}
