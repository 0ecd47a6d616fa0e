/**
 * Ancestors that give a selected fragment its meaning: the list around a list item, the table around a cell,
 * the `pre`/`code` around a line of code, the link around linked words, the heading or quote it sits in.
 */
const MEANINGFUL = new Set([
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'a',
  'strong',
  'b',
  'em',
  'i',
  's',
  'del',
  'sup',
  'sub',
  'q',
  'figure',
]);
const KEPT_ATTRIBUTES = [
  'href',
  'src',
  'class',
  'start',
  'type',
  'colspan',
  'rowspan',
  'data-lang',
  'data-language',
  'lang',
];

/** Wraps `fragment` in shallow copies of the meaningful ancestors of `node`, innermost first. */
export function wrapInContext(fragment: DocumentFragment, range: Range, doc: Document): Node {
  let wrapped: Node = fragment;
  const stopAt = doc.body;
  for (
    let el = elementOf(range.commonAncestorContainer);
    el && el !== stopAt && el !== doc.documentElement;
    el = el.parentElement
  ) {
    const tag = el.nodeName.toLowerCase();
    if (!MEANINGFUL.has(tag)) continue;
    if (startsWithSame(wrapped, tag)) continue;
    const copy = doc.createElement(tag);
    for (const name of KEPT_ATTRIBUTES) {
      const value = el.getAttribute(name);
      if (value !== null) copy.setAttribute(name, value);
    }
    if (tag === 'ol') keepListPosition(el, copy, range);
    copy.appendChild(wrapped);
    wrapped = copy;
  }
  return wrapped;
}

function elementOf(node: Node): Element | null {
  return node.nodeType === 1 ? (node as Element) : node.parentElement;
}

/** A fragment cut from inside an `<li>` already starts with that `<li>` when the range covered its start. */
function startsWithSame(wrapped: Node, tag: string): boolean {
  const children = Array.from(wrapped.childNodes).filter((n) => n.nodeType === 1 || (n.textContent ?? '').trim());
  return children.length > 0 && children.every((child) => child.nodeName.toLowerCase() === tag);
}

/** Items cut from the middle of a numbered list keep their numbers. */
function keepListPosition(list: Element, copy: Element, range: Range): void {
  const items = Array.from(list.children);
  const first = items.findIndex((item) => {
    try {
      return range.intersectsNode(item);
    } catch {
      return false;
    }
  });
  const start = Number.parseInt(list.getAttribute('start') ?? '1', 10) || 1;
  if (first > 0) copy.setAttribute('start', String(start + first));
}
