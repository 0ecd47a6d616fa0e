import { all, replaceNode } from '../markdown/dom';

/**
 * Writes the checkbox a task-list item opens with (GitHub READMEs, Obsidian Publish, Notion and Docusaurus pages) as
 * the `[x] `/`[ ] ` of a Markdown task list: Readability drops form fields, so done and to-do read alike. Boxes
 * elsewhere (a menu's toggle, a form) are left to the libraries. On a copy of the page, whose boxes a deep clone has
 * given the live page's ticks.
 */
export function taskBoxesAsText(doc: Document): void {
  for (const box of all(doc, 'li input[type="checkbox"]')) {
    const item = box.closest('li');
    if (!item || !opens(item, box)) continue;
    const parent = box.parentNode;
    replaceNode(box, doc.createTextNode(isTicked(box) ? '[x] ' : '[ ] '));
    // One text node with the item's words: Defuddle takes a text node of "[x] " alone for a note's mark.
    parent?.normalize();
  }
}

/** Whether nothing with text comes before `node` inside `container`. */
function opens(container: Element, node: Node): boolean {
  for (let current: Node | null = node; current && current !== container; current = current.parentNode) {
    for (let before = current.previousSibling; before; before = before.previousSibling) {
      if (before.textContent?.trim()) return false;
    }
  }
  return true;
}

function isTicked(box: Element): boolean {
  const checked = (box as HTMLInputElement).checked;
  return typeof checked === 'boolean' ? checked : box.hasAttribute('checked');
}
