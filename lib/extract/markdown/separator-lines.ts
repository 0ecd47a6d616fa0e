import { all } from './dom';

/** A line that is nothing but a separator: "*", "* * *", "***", "⁂", "◆ ◆ ◆", "~", "———", "-----". */
const SEPARATOR = /^(?:(?:[*∗⁂※•◆◇♦~]\s*){1,5}|[-–—_=]{3,})$/;

/**
 * Writes the lines a page draws between sections with characters as the thematic break they are. As text they came
 * out escaped — "\*" (jungle.world), "\*\*\*" (kath.net), "\---" — which reads as a stray character, not a break.
 */
export function separatorsAsRules(body: HTMLElement): void {
  for (const line of all(body, 'p, div, center')) {
    if (line.children.length > 0 && line.querySelector('img, picture, svg, a, br')) continue;
    const text = (line.textContent ?? '').trim();
    if (!SEPARATOR.test(text) || line.closest('pre, code, table')) continue;
    line.replaceWith(line.ownerDocument.createElement('hr'));
  }
}
