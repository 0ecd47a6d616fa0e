import { tagName } from './dom';

/** A line that is nothing but a separator: "*", "* * *", "***", "⁂", "◆ ◆ ◆", "~", "———", "-----". */
const SEPARATOR = /^(?:(?:[*∗⁂※•◆◇♦~]\s*){1,5}|[-–—_=]{3,})$/;
const LINE = new Set(['p', 'div', 'center']);
const SHOW_TEXT = 4;

/**
 * Writes the lines a page draws between sections with characters as the thematic break they are. As text they came
 * out escaped — "\*" (jungle.world), "\*\*\*" (kath.net), "\---" — which reads as a stray character, not a break.
 * Found from the text (a separator is one short text node), so no block's whole subtree is read.
 */
export function separatorsAsRules(body: HTMLElement): void {
  const walker = body.ownerDocument.createTreeWalker(body, SHOW_TEXT);
  const lines = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.nodeValue ?? '').trim();
    if (!text || text.length > 12 || !SEPARATOR.test(text)) continue;
    let line = node.parentElement;
    while (line && line !== body && !LINE.has(tagName(line))) line = line.parentElement;
    if (line && line !== body) lines.add(line);
  }
  for (const line of lines) {
    if (!SEPARATOR.test((line.textContent ?? '').trim()) || line.querySelector('img, picture, svg, a, br')) continue;
    if (line.closest('pre, code, table')) continue;
    line.replaceWith(line.ownerDocument.createElement('hr'));
  }
}
