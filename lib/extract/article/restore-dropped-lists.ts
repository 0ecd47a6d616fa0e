import { reference, shareFoundIn } from './keep-agreed-blocks';
import { anchorBlocks, precedingBlock } from './preceding-block';
import { tokens } from './tokens';

/** Above this share of link words a list is navigation, tags or a share bar: Defuddle's to drop. */
const MAX_LINK_SHARE = 0.2;
/** From this share of its word trigrams in `root` on, a list is there in another form (references as footnotes). */
const PRESENT = 0.2;

function linkShare(list: Element, words: number): number {
  let linked = 0;
  for (const link of Array.from(list.querySelectorAll('a'))) linked += tokens(link.textContent ?? '').length;
  return words === 0 ? 1 : linked / words;
}

/**
 * Puts back the short lists of plain text that Defuddle takes for a post's metadata and drops whole: its "metadata
 * list" rule removes any list of two to eight short, unpunctuated items near the start or end of the content unless a
 * heading is its previous sibling, which took a short recipe's ingredients (their heading sits outside the list's
 * wrapper). Where Readability's content has such a list, and `root` holds hardly any of its words in
 * any form, it goes back after the block that precedes it there. Lists of links stay out. Returns the number of
 * lists restored.
 */
export function restoreDroppedLists(root: Element, readability: Element): number {
  const lists = Array.from(readability.querySelectorAll('ul, ol')).filter(
    (list) =>
      !list.parentElement?.closest('li') &&
      Array.from(list.children).filter((item) => item.localName === 'li').length >= 2 &&
      linkShare(list, tokens(list.textContent ?? '').length) <= MAX_LINK_SHARE,
  );
  if (lists.length === 0) return 0;
  const rootReference = reference(root);
  const blocks = anchorBlocks(root);
  let restored = 0;
  for (const list of lists) {
    if (shareFoundIn(reference(list), rootReference) >= PRESENT) continue;
    const anchor = precedingBlock(list, blocks);
    if (!anchor) continue;
    anchor.after(root.ownerDocument.importNode(list, true));
    restored++;
  }
  return restored;
}
