import { all, opens, replaceNode } from '../markdown/dom';

/**
 * Writes the checkbox a task-list item opens with (GitHub READMEs, Obsidian Publish, Notion and Docusaurus pages) as
 * the `[x] `/`[ ] ` of a Markdown task list, and so Confluence's done and open tasks: Readability drops form fields, so done and to-do read alike. Boxes
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
  confluenceTasksAsText(doc);
}

/** Confluence's task lists say done with a class on the item (`<li class="checked">`), drawn as a box by its CSS. */
function confluenceTasksAsText(doc: Document): void {
  for (const item of all(doc, 'ul.inline-task-list > li')) {
    item.prepend(doc.createTextNode(item.classList.contains('checked') ? '[x] ' : '[ ] '));
    item.normalize();
  }
}

function isTicked(box: Element): boolean {
  const checked = (box as HTMLInputElement).checked;
  return typeof checked === 'boolean' ? checked : box.hasAttribute('checked');
}
