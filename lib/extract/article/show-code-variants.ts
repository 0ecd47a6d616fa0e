import { all, classTokens, isHiddenByMarkup, removeClassWords } from '../markdown/dom';

const HIDING_CLASS = /^(?:hidden|d-none|is-hidden|invisible)$/;

/**
 * Shows every version of a code sample that a page shows one at a time: OpenAI's docs put one block per language
 * side by side, pick one with a menu and hide the others by a class (`code-block hidden`), so the clip kept the
 * first language and lost the rest. A hidden block that is only code, beside a shown one of the same kind, is shown
 * too; its fence names its language. On a copy of the page.
 */
export function showCodeVariants(doc: Document): void {
  for (const pre of all(doc, 'pre')) {
    const block = hiddenAround(pre);
    if (!block || !isOnlyCode(block)) continue;
    const kind = shownClasses(block);
    const shown = Array.from(block.parentElement?.children ?? []).some(
      (sibling) => sibling !== block && !isHidden(sibling) && isOnlyCode(sibling) && shownClasses(sibling) === kind,
    );
    if (!shown) continue;
    removeClassWords(block, HIDING_CLASS);
    block.removeAttribute('hidden');
    block.removeAttribute('style');
  }
}

/** The hidden element the block stands in, if one of its nearest wrappers (or the block itself) is hidden. */
function hiddenAround(pre: Element): Element | undefined {
  for (let el: Element | null = pre, depth = 0; el && depth < 3; el = el.parentElement, depth++) {
    if (isHidden(el)) return el;
  }
  return undefined;
}

function isHidden(el: Element): boolean {
  return isHiddenByMarkup(el) || classTokens(el).some((word) => HIDING_CLASS.test(word));
}

/** One code block and nothing else to read. */
function isOnlyCode(el: Element): boolean {
  const blocks = el.querySelectorAll('pre');
  return blocks.length === 1 && (el.textContent ?? '').trim() === (blocks[0]?.textContent ?? '').trim();
}

function shownClasses(el: Element): string {
  return classTokens(el)
    .filter((word) => !HIDING_CLASS.test(word))
    .sort()
    .join(' ');
}
