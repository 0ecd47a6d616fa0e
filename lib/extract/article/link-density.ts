import { textOf } from './text-of';
import { tokens } from './tokens';

/** An element's words, read with a space at every block boundary. */
export const wordCount = (root: Element) => tokens(textOf(root)).length;

/** Share of an element's words that are link text. */
export function linkDensity(root: Element): number {
  const words = wordCount(root);
  if (words === 0) return 0;
  let linked = 0;
  for (const link of Array.from(root.querySelectorAll('a[href]'))) linked += wordCount(link);
  return linked / words;
}
