import { spacedWords } from './spaced-words';

const ANCHOR_BLOCK = 'p, h1, h2, h3, h4, h5, h6, li, blockquote, pre, figure, table';

export interface AnchorBlock {
  block: Element;
  words: string;
}

/** The blocks of `root` a block put back from the other extraction can be placed after, with their words. */
export function anchorBlocks(root: Element): AnchorBlock[] {
  return Array.from(root.querySelectorAll(ANCHOR_BLOCK), (block) => ({ block, words: spacedWords(block) }));
}

/**
 * The block of `root` holding the same words as the nearest block before `element` in the other extraction: of the
 * blocks with those words, one of the same kind. A quote of one paragraph and that paragraph hold the same words, and
 * a list that followed the paragraph inside the quote went after the whole quote.
 */
export function precedingBlock(element: Element, blocks: readonly AnchorBlock[]): Element | undefined {
  for (let node: Element | null = element; node; node = node.parentElement) {
    for (let before = node.previousElementSibling; before; before = before.previousElementSibling) {
      const words = spacedWords(before);
      if (!words.trim()) continue;
      const same = blocks.filter((candidate) => candidate.words === words).map(({ block }) => block);
      return same.find((block) => block.localName === before.localName) ?? same[0];
    }
  }
  return undefined;
}
