/**
 * Whether `**` or `*` around `content` open and close where `node` stands. CommonMark lets a run open only where its
 * first character is no punctuation or the character before it is space or punctuation, and close likewise: Chinese
 * and Japanese set no spaces, so `这是<strong>“重点”</strong>内容` written as `这是**“重点”**内容` showed its asterisks (so did
 * `<b>Note:</b>text`). Where they would not hold, the run is written as HTML, which Markdown shows as bold or italic.
 */
const PUNCTUATION = /[\p{P}\p{S}]/u;
const SPACE = /\s/u;
/** Elements whose text flows on from their neighbours': past their edge, the neighbour's text is what touches. */
const INLINE = new Set(
  'a abbr b cite code del em font i kbd mark q s small span strike strong sub sup time u'.split(' '),
);

const TEXT = 3;
/** What the Markdown of these elements starts and ends with, whatever their text. */
const WRITTEN_EDGES: Readonly<Record<string, readonly [start: string, end: string]>> = {
  a: ['[', ')'],
  img: ['!', ')'],
  br: ['\n', '\n'],
  b: ['*', '*'],
  strong: ['*', '*'],
  i: ['*', '*'],
  em: ['*', '*'],
  code: ['`', '`'],
  s: ['~', '~'],
  del: ['~', '~'],
  strike: ['~', '~'],
  sup: ['<', '>'],
  sub: ['<', '>'],
};

/** The character `node`'s Markdown starts (`'start'`) or ends with; undefined when it writes nothing. */
function edgeChar(node: Node, edge: 'start' | 'end'): string | undefined {
  if (node.nodeType === TEXT) {
    const text = node.nodeValue ?? '';
    return text ? (edge === 'start' ? text[0] : text.at(-1)) : undefined;
  }
  const element = node as Element;
  if (element.hasAttribute?.('data-md-footnote-ref')) return edge === 'start' ? '[' : ']';
  if (element.hasAttribute?.('data-md-math')) return '$';
  const name = node.nodeName.toLowerCase();
  const written = WRITTEN_EDGES[name];
  if (written && (name === 'img' || name === 'br' || node.textContent?.trim()))
    return written[edge === 'start' ? 0 : 1];
  // A block (or an element we do not know to flow inline) starts a new line.
  if (!INLINE.has(name)) return '\n';
  const children = Array.from(node.childNodes);
  for (const child of edge === 'start' ? children : children.reverse()) {
    const char = edgeChar(child, edge);
    if (char !== undefined) return char;
  }
  return undefined;
}

/** The character Markdown will have right beside `node` on one side: '' at the edge of a block. */
function neighbourChar(node: Node, side: 'before' | 'after'): string {
  const step = side === 'before' ? 'previousSibling' : 'nextSibling';
  for (let current: Node | null = node; current; current = current.parentNode) {
    for (let sibling = current[step]; sibling; sibling = sibling[step]) {
      const char = edgeChar(sibling, side === 'before' ? 'end' : 'start');
      if (char !== undefined) return char;
    }
    const parent = current.parentNode;
    if (!parent || !INLINE.has(parent.nodeName.toLowerCase())) return '';
  }
  return '';
}

const spaceOrPunctuation = (char: string) => !char || SPACE.test(char) || PUNCTUATION.test(char);

export function emphasisHolds(node: Node, content: string): boolean {
  const first = content[0] ?? '';
  const last = content.at(-1) ?? '';
  // Turndown moves the run's own edge spaces outside it: they are then its neighbours.
  const text = node.textContent ?? '';
  const before = SPACE.test(text[0] ?? '') ? ' ' : neighbourChar(node, 'before');
  const after = SPACE.test(text.at(-1) ?? '') ? ' ' : neighbourChar(node, 'after');
  const opens = !PUNCTUATION.test(first) || spaceOrPunctuation(before);
  const closes = !PUNCTUATION.test(last) || spaceOrPunctuation(after);
  return opens && closes;
}
