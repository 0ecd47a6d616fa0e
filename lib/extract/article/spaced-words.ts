import { textOf } from './text-of';
import { tokens } from './tokens';

/**
 * An element's words, space-joined with a space at each end, so that `includes` on two of them matches whole words
 * only: how a block of one extraction is found in the other.
 */
export function spacedWords(element: Element): string {
  return ` ${tokens(textOf(element)).join(' ')} `;
}
