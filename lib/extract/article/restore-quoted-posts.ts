import { EMBEDDED_POST } from './free-embedded-posts';
import { anchorBlocks, precedingBlock } from './preceding-block';
import { spacedWords } from './spaced-words';

/**
 * Puts back the posts an article quotes (embedded tweets and the like) that Defuddle dropped with the "social" block
 * wrapping them, where the reference (Readability's content, which keeps them) has them: after the block that
 * precedes each post there. A post whose preceding block is not in `root` stays out. Returns the posts restored.
 */
export function restoreQuotedPosts(root: Element, reference: Element): number {
  const posts = Array.from(reference.querySelectorAll(EMBEDDED_POST));
  if (posts.length === 0) return 0;
  const rootWords = spacedWords(root);
  const blocks = anchorBlocks(root);
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
