import { EMBEDDED_POST } from './free-embedded-posts';
import { spacedWords } from './spaced-words';

const ANCHOR_BLOCK = 'p, h1, h2, h3, h4, h5, h6, li, blockquote, pre, figure, table';

/**
 * Puts back the posts an article quotes (embedded tweets and the like) that Defuddle dropped with the "social" block
 * wrapping them, where the reference (Readability's content, which keeps them) has them: after the block that
 * precedes each post there. A post whose preceding block is not in `root` stays out. Returns the posts restored.
 */
export function restoreQuotedPosts(root: Element, reference: Element): number {
  const posts = Array.from(reference.querySelectorAll(EMBEDDED_POST));
  if (posts.length === 0) return 0;
  const rootWords = spacedWords(root);
  const blocks = Array.from(root.querySelectorAll(ANCHOR_BLOCK), (block) => ({ block, words: spacedWords(block) }));
  let restored = 0;
  for (const post of posts) {
    const words = spacedWords(post);
    if (!words.trim() || rootWords.includes(words)) continue;
    const anchor = precedingBlock(post, blocks);
    if (!anchor) continue;
    anchor.after(root.ownerDocument.importNode(post, true));
    restored++;
  }
  return restored;
}

/** The block of `root` holding the same words as the nearest block before `post` in the reference. */
function precedingBlock(post: Element, blocks: { block: Element; words: string }[]): Element | undefined {
  for (let node: Element | null = post; node; node = node.parentElement) {
    for (let before = node.previousElementSibling; before; before = before.previousElementSibling) {
      const words = spacedWords(before);
      if (!words.trim()) continue;
      return blocks.find((candidate) => candidate.words === words)?.block;
    }
  }
  return undefined;
}
