import { textOf } from './text-of';

/** A cut-short text ends in an ellipsis: "Current description…", "The council voted on the..." */
const CUT_SHORT = /\s*(?:\.{3}|…)$/;
/** Shorter starts ("See..." before "See the table") are too common to be told from a repeat. */
const MIN_REPEATED_CHARS = 12;

/** Block-aware (`textOf`): the full text often runs over several paragraphs where the snippet is one line. */
const spaced = (node: Node) => textOf(node).replace(/\s+/g, ' ').trim();

/**
 * Removes the blocks that are the cut-short start of the block beside them: a "Show more" expander keeps its
 * collapsed snippet ("Current description...") next to the full text, and the page's styles, which a copy does not
 * have, hid one of the two. Returns the number of blocks removed.
 */
export function removeTruncatedRepeats(root: Element): number {
  let removed = 0;
  const walker = root.ownerDocument.createTreeWalker(root, 4);
  const endings: Node[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (CUT_SHORT.test((node.textContent ?? '').trimEnd())) endings.push(node);
  }
  for (const ending of endings) {
    const repeat = repeatingBlock(ending, root);
    if (!repeat) continue;
    repeat.remove();
    removed++;
  }
  return removed;
}

/** The innermost element ending with `text` whose text starts the text of a sibling element. */
function repeatingBlock(text: Node, root: Element): Element | undefined {
  for (let element = text.parentElement; element && element !== root; element = element.parentElement) {
    if (!root.contains(element)) return undefined;
    const own = spaced(element);
    if (!CUT_SHORT.test(own)) return undefined;
    const start = own.replace(CUT_SHORT, '');
    if (start.length < MIN_REPEATED_CHARS) continue;
    for (const sibling of [element.previousElementSibling, element.nextElementSibling]) {
      const full = sibling ? spaced(sibling) : '';
      if (full.length > start.length && full.startsWith(start) && !CUT_SHORT.test(full)) return element;
    }
  }
  return undefined;
}
