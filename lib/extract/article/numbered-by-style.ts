import { all } from '../markdown/dom';

/** The list styles that number items (Markdown numbers them all alike). */
const NUMBERED_STYLE =
  /list-style(?:-type)?\s*:[^;]*\b(?:decimal|decimal-leading-zero|lower-roman|upper-roman|lower-alpha|upper-alpha|lower-latin|upper-latin)\b/i;

const isNumberedByStyle = (element: Element) => NUMBERED_STYLE.test(element.getAttribute('style') ?? '');

/**
 * A `<ul>` whose style numbers its items is a numbered list to the reader (recipe cards number their steps this
 * way), but both libraries drop styles and the clip showed bullets: it becomes an `<ol>`. On a copy of the page.
 */
export function numberListsNumberedByStyle(doc: Document): void {
  for (const list of all(doc, 'ul')) {
    const items = Array.from(list.children).filter((child) => child.localName === 'li');
    if (items.length === 0 || !(isNumberedByStyle(list) || items.every(isNumberedByStyle))) continue;
    const numbered = doc.createElement('ol');
    for (const { name, value } of Array.from(list.attributes)) numbered.setAttribute(name, value);
    while (list.firstChild) numbered.appendChild(list.firstChild);
    list.replaceWith(numbered);
  }
}
