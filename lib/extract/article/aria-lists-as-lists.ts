import { all } from '../markdown/dom';

/**
 * Defuddle rewrites a `<div role="list">` as a list whose items hold only their `.content` child, which few such
 * lists have (Google Docs' do): elsewhere — Mintlify's Steps, component libraries — every item came out empty and
 * the steps were lost. On Defuddle's copy such a list becomes `<ul>` and its items `<li>`, with all they hold.
 */
export function ariaListsAsLists(doc: Document): void {
  for (const list of all(doc, 'div[role="list"]')) {
    const items = Array.from(list.children).filter((child) => child.getAttribute('role') === 'listitem');
    if (items.length === 0 || items.every((item) => item.querySelector(':scope > .content'))) continue;
    const ul = doc.createElement('ul');
    for (const item of items) {
      const li = doc.createElement('li');
      li.append(...Array.from(item.childNodes));
      ul.appendChild(li);
    }
    list.replaceWith(ul);
  }
}
