/** `<sup><a href="#id">label</a></sup>`: where the text refers to a note, pointing at it. */
export function noteReference(doc: Document, id: string, label: string): Element {
  const sup = doc.createElement('sup');
  const link = sup.appendChild(doc.createElement('a'));
  link.setAttribute('href', `#${id}`);
  link.textContent = label;
  return sup;
}

/** `<li id="id">…</li>`: a note of a notes list, holding `content`. */
export function noteItem(doc: Document, id: string, content: readonly Node[]): Element {
  const item = doc.createElement('li');
  item.id = id;
  item.append(...content);
  return item;
}
