import { opens } from '../markdown/dom';
import { reference, shareFoundIn } from './keep-agreed-blocks';
import { linkDensity } from './link-density';
import { anchorBlocks, precedingBlock } from './preceding-block';
import { spacedWords } from './spaced-words';

const HEADINGS = 'h1, h2, h3, h4, h5, h6';
const BLOCK = /^(?:p|div|section|article|ul|ol|h[1-6]|table|figure|blockquote|pre)$/;
/** How many blocks past the anchor to look for the heading the list was under. */
const LOOK_AHEAD = 12;

/** Above this share of link words a list is navigation, tags or a share bar: Defuddle's to drop. */
const MAX_LINK_SHARE = 0.2;
/** From this share of its word trigrams in `root` on, a list is there in another form (references as footnotes). */
const PRESENT = 0.2;
/** …if most of its items are there too, each by this share of its trigrams (one without any counts as there). */
const ITEM_PRESENT = 0.5;

/** The next element after `node` in document order within `root`, past everything inside `node`. */
function nextOutside(node: Element, root: Element): Element | undefined {
  for (let current: Element | null = node; current && current !== root; current = current.parentElement) {
    if (current.nextElementSibling) return current.nextElementSibling;
  }
  return undefined;
}

/** The heading `element` is, or opens with (nothing with text before it). */
function openingHeading(element: Element): Element | undefined {
  if (element.matches(HEADINGS)) return element;
  const heading = element.querySelector(HEADINGS);
  return heading && opens(element, heading) ? heading : undefined;
}

const rank = (heading: Element) => Number(heading.localName.slice(1));

/**
 * Where a restored list goes: after `anchor`, unless a heading with nothing left under it comes first, before any
 * block of Readability's — the heading the list was under, which Defuddle kept and Readability dropped (a recipe's
 * "Ingredients", whose section Defuddle's rule emptied).
 */
function placeAfter(anchor: Element, root: Element, readabilityWords: string): Element {
  let node = nextOutside(anchor, root);
  for (let step = 0; node && step < LOOK_AHEAD; step++) {
    // Into wrappers, so that neither a heading nor a block of Readability's inside one is passed over.
    if (Array.from(node.children).some((child) => BLOCK.test(child.localName))) {
      node = node.firstElementChild ?? undefined;
      continue;
    }
    if (node.matches(HEADINGS)) {
      let next = nextOutside(node, root);
      while (next && !spacedWords(next).trim()) next = nextOutside(next, root);
      const following = next && openingHeading(next);
      return !next || (following && rank(following) <= rank(node)) ? node : anchor;
    }
    const words = spacedWords(node);
    if (words.trim() && readabilityWords.includes(words)) return anchor;
    node = nextOutside(node, root);
  }
  return anchor;
}

/**
 * Puts back the short lists of plain text that Defuddle takes for a post's metadata and drops whole: its "metadata
 * list" rule removes any list of two to eight short, unpunctuated items near the start or end of the content unless a
 * heading is its previous sibling, which took a short recipe's ingredients (their heading sits outside the list's
 * wrapper). Where Readability's content has such a list, and `root` holds hardly any of its words in
 * any form, it goes back after the block that precedes it there, or under the emptied heading that follows that
 * block in `root`. Lists of links stay out. Returns the number of lists restored.
 */
export function restoreDroppedLists(root: Element, readability: Element): number {
  const lists = Array.from(readability.querySelectorAll('ul, ol')).filter(
    (list) =>
      !list.parentElement?.closest('li') &&
      Array.from(list.children).filter((item) => item.localName === 'li').length >= 2 &&
      linkDensity(list) <= MAX_LINK_SHARE,
  );
  if (lists.length === 0) return 0;
  const rootReference = reference(root);
  const blocks = anchorBlocks(root);
  let readabilityWords: string | undefined;
  let restored = 0;
  for (const list of lists) {
    // There in another form: its words, and most of its items (references kept as notes). A feature list whose first
    // item the description above it also says ("18 oz waxed cotton canvas") shares words with it, not its items.
    if (shareFoundIn(reference(list), rootReference) >= PRESENT) {
      const items = Array.from(list.children).filter((item) => item.localName === 'li');
      const found = items.filter((item) => shareFoundIn(reference(item), rootReference) >= ITEM_PRESENT).length;
      if (found * 2 >= items.length) continue;
    }
    const anchor = precedingBlock(list, blocks);
    if (!anchor) continue;
    readabilityWords ??= spacedWords(readability);
    placeAfter(anchor, root, readabilityWords).after(root.ownerDocument.importNode(list, true));
    restored++;
  }
  return restored;
}

/** An item's own words: its text without the lists nested in it. */
function ownWords(item: Element): string {
  const copy = item.cloneNode(true) as Element;
  for (const nested of Array.from(copy.querySelectorAll('ul, ol'))) nested.remove();
  return spacedWords(copy).trim();
}

/**
 * Puts back the sub-lists Defuddle's same rule drops from inside a list it keeps (a short post's packing list lost
 * "No glass bottles, Fruit is fine" under "A packed lunch"): a list nested in an item of Readability's content, whose
 * words `root` lacks, goes back into the item of `root` with the same words that has no list of its own. Returns the
 * number of sub-lists restored.
 */
export function restoreDroppedSublists(root: Element, readability: Element): number {
  const sublists = Array.from(readability.querySelectorAll('li > ul, li > ol')).filter(
    (list) => linkDensity(list) <= MAX_LINK_SHARE,
  );
  if (sublists.length === 0) return 0;
  const rootReference = reference(root);
  // The items that could take a sub-list back, by their words: read once, not once per sub-list.
  const items = Array.from(root.querySelectorAll('li'))
    .filter((item) => !item.querySelector('ul, ol'))
    .map((item) => ({ item, words: ownWords(item) }));
  let restored = 0;
  for (const list of sublists) {
    if (shareFoundIn(reference(list), rootReference) >= PRESENT) continue;
    const words = ownWords(list.parentElement as Element);
    const at = words ? items.findIndex((candidate) => candidate.words === words) : -1;
    if (at < 0) continue;
    items[at]?.item.appendChild(root.ownerDocument.importNode(list, true));
    items.splice(at, 1);
    restored++;
  }
  return restored;
}
