/**
 * Words in a class, id or role that name a block as fine print: text that is long prose by nature (legal
 * disclaimers, cookie and consent notices), so it goes however many paragraphs it has.
 * Readability's own list misses these, and when the article is short such a block can outweigh it.
 */
const FINE_PRINT = new Set(['disclaimer', 'disclaimers', 'legal', 'cookie', 'cookies', 'consent']);
/**
 * Words that name a block as a widget or feed beside the article: newsletter and subscription boxes, share bars,
 * recommendation and "related" feeds, promos, ad slots, paywall notices, tables of contents (links back into the
 * page, useless in a note), breadcrumb trails.
 */
const WIDGETS = new Set([
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
  'paywall',
  'outbrain',
  'taboola',
  // HubSpot's call-to-action embeds ("hs-cta-wrapper", "hs-cta-node"): a banner for an e-book or a demo.
  'hs-cta',
  'toc',
  // A trail of the site's sections above the title ("Startseite › Programmierung › <this post>"): Readability's own
  // list names only "breadcrumbs", and journal.3960.org's `<ol class="breadcrumb">` opened its clip.
  'breadcrumb',
  'breadcrumbs',
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
  /disclaim|legal|newsletter|subscri|signup|recommend|related|shar|social|promo|hs-cta|advert|adslot|cookie|consent|paywall|outbrain|taboola|toc|breadcrumb/i;

type Furniture = 'fine print' | 'widget';

/** What the element's class, id or role names it, if furniture: fine print wins over a widget's name. */
function furnitureNamed(element: Element): Furniture | undefined {
  const names = `${element.getAttribute('class') ?? ''} ${element.id} ${element.getAttribute('role') ?? ''}`;
  if (!MAY_NAME_FURNITURE.test(names)) return undefined;
  let named: Furniture | undefined;
  for (const name of names.split(/\s+/)) {
    const parts = name.toLowerCase().split(/[-_]+/).filter(Boolean);
    if (parts.length > MAX_NAME_PARTS || STATE_PREFIXES.has(parts[0] ?? '')) continue;
    if (parts.some((part) => FINE_PRINT.has(part))) return 'fine print';
    if (parts.some((part) => WIDGETS.has(part)) || WIDGETS.has(parts.slice(0, 2).join('-'))) named = 'widget';
  }
  return named;
}

/** Paragraphs of at least this many characters are prose; shorter ones may be a widget's labels. */
const PROSE_PARAGRAPH_CHARS = 200;
/** A block with this many prose paragraphs, and most of the page's, holds the article. */
const ARTICLE_PARAGRAPHS = 3;

function proseOf(root: Element): { paragraphs: number; chars: number } {
  let paragraphs = 0;
  let chars = 0;
  for (const paragraph of Array.from(root.querySelectorAll('p'))) {
    const length = (paragraph.textContent ?? '').trim().length;
    if (length < PROSE_PARAGRAPH_CHARS) continue;
    paragraphs++;
    chars += length;
  }
  return { paragraphs, chars };
}

/** Elements that flow inside a line of text rather than standing as blocks. */
const INLINE = new Set(['a', 'span', 'em', 'strong', 'b', 'i', 'u', 'small', 'abbr', 'mark', 'cite', 'code', 'label']);

/**
 * An inline element with words beside it in its parent is part of a sentence, whatever its name: "dann hol dir
 * jetzt meinen <a class="popmake-newsletter-popup">gratis Newsletter</a>!" lost its last words.
 */
function isInRunningText(element: Element): boolean {
  if (!INLINE.has(element.localName)) return false;
  return Array.from(element.parentNode?.childNodes ?? []).some(
    (node) => node.nodeType === 3 && /\p{L}/u.test(node.nodeValue ?? ''),
  );
}

/**
 * Removes from `doc` (a clone: this mutates) the blocks whose class, id or role names them as page furniture,
 * unless a block holds the article itself: a `<main>`, an `<article>`, the `<h1>`, or most of the page's prose, and
 * not a link or span inside a sentence.
 * Returns the number of blocks removed.
 */
export function removeBoilerplate(doc: Document): number {
  const body = doc.body;
  if (!body) return 0;
  let removed = 0;
  const pageChars = (body.textContent ?? '').length;
  let pageProse: number | undefined;
  // A wrapper named for the share buttons it also holds ("share-zone") can hold the article's paragraphs,
  // while the page's menus and "most read" lists outweigh it in words.
  const holdsMostProse = (element: Element) => {
    const prose = proseOf(element);
    pageProse ??= proseOf(body).chars;
    return prose.paragraphs >= ARTICLE_PARAGRAPHS && prose.chars > pageProse / 2;
  };
  for (const element of Array.from(body.querySelectorAll('[class], [id], [role]'))) {
    if (NEVER.has(element.localName)) continue;
    const furniture = furnitureNamed(element);
    if (!furniture || !body.contains(element) || isInRunningText(element)) continue;
    // Whatever its name, a block with nearly all of the page's text is the article's wrapper, not furniture.
    const chars = (element.textContent ?? '').length;
    if (element.querySelector('main, article, h1') || chars > pageChars * 0.8) continue;
    // Most widgets have less text than three paragraphs of prose: only the others are looked into.
    if (furniture === 'widget' && chars >= ARTICLE_PARAGRAPHS * PROSE_PARAGRAPH_CHARS && holdsMostProse(element)) {
      continue;
    }
    element.remove();
    removed++;
  }
  return removed;
}
