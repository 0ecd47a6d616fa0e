/**
 * Defuddle sets a space between any two inline neighbours that touch, unless punctuation stands at the seam. It reads
 * the display from computed styles, and a copy of the page has none, so it spaces every word that markup splits:
 * `"<em>Parasite</em>"` became `" *Parasite* "`, `<a>Apple</a>'s` "Apple 's", `<a>iOS</a>-based` "iOS -based",
 * `这是<strong>重要</strong>的` "这是 重要 的" — and a paragraph whose words it split no longer matched Readability's
 * and was dropped as furniture. A joiner at each such seam starts and ends with the brackets Defuddle counts as
 * punctuation, so it adds no space there; it is taken out of Defuddle's content with the other stand-ins
 * (`unguardDefuddleHtml`).
 */

/** A control character between brackets: no page text holds it, and Defuddle's clean-up leaves all three. */
export const INLINE_JOINER = ']\u0018[';

/** Phrasing elements that carry words; sub, sup and code Defuddle never spaces, and br and pictures hold none. */
const WORD_CARRIERS =
  'a, abbr, b, bdi, bdo, cite, data, del, dfn, em, font, i, ins, kbd, mark, q, rb, rp, rt, ruby, s, samp, small, span, strike, strong, time, u, var';
const CARRIER_TAGS = new Set(WORD_CARRIERS.split(', '));
/** Where Defuddle leaves whitespace alone, or which it does not read as text. */
const VERBATIM = 'pre, code, math, svg, textarea, script, style';
const TEXT = 3;
const COMMENT = 8;
/** Defuddle sets no space where the text after the seam starts, or the text before it ends, with these. */
const OPENS_TIGHT = /^[\s,.!?:;)\]”’—–]/;
const CLOSES_TIGHT = /[\s,.!?:;([“‘—–]$/;

const siblingOf = (node: Node, direction: 'previousSibling' | 'nextSibling'): Node | null => {
  let sibling = node[direction];
  while (sibling?.nodeType === COMMENT) sibling = sibling[direction];
  return sibling;
};

const carriesWords = (node: Node | null): node is Node =>
  !!node && (node.nodeType === TEXT || CARRIER_TAGS.has((node as Element).localName ?? ''));

/** The first or last character of a node's text, without building the whole text of a large element. */
function edgeChar(node: Node, edge: 'start' | 'end'): string | undefined {
  if (node.nodeType === TEXT) return (edge === 'start' ? node.nodeValue?.[0] : node.nodeValue?.at(-1)) || undefined;
  const step = edge === 'start' ? 'nextSibling' : 'previousSibling';
  for (let child = edge === 'start' ? node.firstChild : node.lastChild; child; child = child[step]) {
    const char = child.nodeType === COMMENT ? undefined : edgeChar(child, edge);
    if (char) return char;
  }
  return undefined;
}

/**
 * True when the two neighbours' words meet with nothing between, so that Defuddle would space them. Where it would
 * not, no joiner is set: its footnote clean-up reads "1. Note" as a number and its text.
 */
function touching(before: Node, after: Node): boolean {
  const left = edgeChar(before, 'end');
  const right = edgeChar(after, 'start');
  return !!left && !!right && !CLOSES_TIGHT.test(left) && !OPENS_TIGHT.test(right);
}

export function keepInlineJoins(doc: Document): void {
  const body = doc.body;
  if (!body) return;
  for (const element of Array.from(body.querySelectorAll(WORD_CARRIERS))) {
    const before = siblingOf(element, 'previousSibling');
    const joinBefore = carriesWords(before) && touching(before, element);
    // An element neighbour after this one is joined when that element's turn comes.
    const after = siblingOf(element, 'nextSibling');
    const joinAfter = after?.nodeType === TEXT && touching(element, after);
    // Checked last: most elements have no seam to join, and looking up the ancestors is the costly part.
    if ((!joinBefore && !joinAfter) || element.closest(VERBATIM)) continue;
    if (joinBefore) element.before(INLINE_JOINER);
    if (joinAfter) element.after(INLINE_JOINER);
  }
}
