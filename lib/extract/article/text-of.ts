/** Elements that sit inside a line of text; every other element starts and ends a run of words. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'font',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
]);

/**
 * An element's text with a space at every block boundary. `textContent` glues adjacent blocks together
 * ("<li>longest</li><li>Second" → "longestSecond"), which turns the last word of one list item and the first of
 * the next into one word that no other text contains, so whole lists looked unagreed and were dropped.
 */
export function textOf(root: Node): string {
  const parts: string[] = [];
  const walk = (node: Node): void => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3) parts.push(child.nodeValue ?? '');
      else if (child.nodeType === 1) {
        const block = !INLINE.has((child as Element).localName);
        if (block) parts.push(' ');
        walk(child);
        if (block) parts.push(' ');
      }
    }
  };
  walk(root);
  return parts.join('');
}
