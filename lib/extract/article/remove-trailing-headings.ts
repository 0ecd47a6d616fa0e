import { all, isElement, tagName } from '../markdown/dom';

/** What counts as content after a heading besides text; a 1×1 tracking pixel is not (the Markdown drops it). */
const MEDIA =
  'img:not([width="1"][height="1"]):not([width="0"][height="0"]), picture, video, audio, iframe, embed, object, svg, math, canvas, table, pre';

const TEXT_NODE = 3;

/** A comment's `textContent` is its own words ("<!-- Related Posts -->"), which a reader never sees. */
const holdsContent = (node: Node): boolean =>
  (node.nodeType === TEXT_NODE && !!node.textContent?.trim()) ||
  (isElement(node) && (!!node.textContent?.trim() || node.matches(MEDIA) || !!node.querySelector(MEDIA)));

/** Whether anything after `element` in `root`, in reading order, is content. */
function hasContentAfter(element: Element, root: Element): boolean {
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    for (let next = node.nextSibling; next; next = next.nextSibling) if (holdsContent(next)) return true;
  }
  return false;
}

/** A bold label longer than this many words, or ending a sentence, is a bold line of text rather than a heading. */
const LABEL_WORDS = 6;
/**
 * A plain line ending in a colon is a label up to this many words ("Ähnliche Neuigkeiten:"); a longer one is a
 * sentence that introduced something ("Das Konzeptpapier finden Sie hier:"), which says at least what was there.
 */
const COLON_LABEL_WORDS = 3;
/**
 * A heading of more words than this is text the page set in heading markup, not a section's name: seglerblog's post
 * ended in a quote of an h2, an h3 of two sentences and an h4 of three, and lost all three as trailing headings.
 */
const PROSE_HEADING_WORDS = 15;

/** A short text that names what follows rather than saying something: no sentence ends in it. */
function isLabelText(text: string, words = LABEL_WORDS): boolean {
  return text !== '' && text.split(/\s+/).length <= words && !/[.!?]$/.test(text);
}

/** A paragraph that is only a short bold label ("**Herausgeber**"): a heading the page wrote without heading markup. */
function isBoldLabel(paragraph: Element): boolean {
  const bold = paragraph.firstElementChild;
  if (!bold || paragraph.children.length !== 1 || !bold.matches('strong, b')) return false;
  const text = (paragraph.textContent ?? '').trim();
  return text === (bold.textContent ?? '').trim() && !bold.querySelector(`${MEDIA}, a[href]`) && isLabelText(text);
}

/**
 * A bold label ending in a colon that starts a line of its own inside a block ("<b>Siehe auch:</b><br>" before
 * winfuture.de's list of other stories): nothing but a line break or the block's start before it.
 */
function isBoldLabelLine(bold: Element): boolean {
  if (bold.parentElement?.closest('strong, b') || bold.querySelector(`${MEDIA}, a[href]`)) return false;
  // A paragraph that is only the label is judged, and taken off, whole.
  if (bold.parentElement?.localName === 'p' && isBoldLabel(bold.parentElement)) return false;
  let before = bold.previousSibling;
  while (before && before.nodeType === TEXT_NODE && !before.textContent?.trim()) before = before.previousSibling;
  if (before && !(isElement(before) && before.matches('br'))) return false;
  // Without its colon a bold last line may be the writer's signature ("Eure<br>***MARTINA BERG***").
  const text = (bold.textContent ?? '').trim();
  return text.endsWith(':') && isLabelText(text);
}

/** A block holding only a label that ends in a colon ("Schlagwörter:", "Ähnliche Neuigkeiten:"), its items gone. */
function isColonLabel(block: Element): boolean {
  if (block.childElementCount > 1 || block.querySelector(`p, div, h1, h2, h3, h4, h5, h6, ${MEDIA}`)) return false;
  const text = (block.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text.endsWith(':') && isLabelText(text, COLON_LABEL_WORDS);
}

/**
 * Takes off the headings, bold labels and rules the content ends with: a "More from us", "Related" or "Comments"
 * heading whose links or posts the extraction removed introduces nothing, a rule that divided the article from them
 * divides nothing, and a note should not end on either. Only at the end: an empty section inside the article may be the
 * page's own structure. A bold label is such a heading (wbf.admin.ch's speech ended on "**Herausgeber**", the
 * publisher's address gone), in a paragraph or starting a line ("**Siehe auch:**", winfuture.de's other stories gone),
 * and so is a label ending in a colon (bergsteigen.com ended on "Schagwörter:" and "Ähnliche Neuigkeiten:").
 */
export function removeTrailingHeadings(root: Element): void {
  // From the end, each candidate judged only when reached: the loop stops at the last ender with content after it,
  // so the article's many blocks before it are never read.
  const candidates = all(root, 'h1, h2, h3, h4, h5, h6, hr, p, div, strong, b');
  for (let i = candidates.length - 1; i >= 0; i--) {
    const last = candidates[i] as Element;
    if (!root.contains(last) || !endsSection(last)) continue;
    if (hasContentAfter(last, root)) return;
    last.remove();
  }
}

/** A heading, a rule, or a label that reads as one. */
function endsSection(element: Element): boolean {
  // Lower-cased: Readability's own elements are created as "DIV", which linkedom keeps.
  switch (tagName(element)) {
    case 'p':
      return isBoldLabel(element) || isColonLabel(element);
    case 'div':
      return isColonLabel(element);
    case 'strong':
    case 'b':
      return isBoldLabelLine(element);
    case 'hr':
      return true;
    default:
      return (element.textContent ?? '').trim().split(/\s+/).length <= PROSE_HEADING_WORDS;
  }
}
