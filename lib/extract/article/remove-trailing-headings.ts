import { all, isElement } from '../markdown/dom';

/** What counts as content after a heading besides text. */
const MEDIA = 'img, picture, video, audio, iframe, embed, object, svg, math, canvas, table, pre';

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

/** A paragraph that is only a short bold label ("**Herausgeber**"): a heading the page wrote without heading markup. */
function isBoldLabel(paragraph: Element): boolean {
  const bold = paragraph.firstElementChild;
  if (!bold || paragraph.children.length !== 1 || !bold.matches('strong, b')) return false;
  const text = (paragraph.textContent ?? '').trim();
  if (!text || text !== (bold.textContent ?? '').trim() || bold.querySelector(`${MEDIA}, a[href]`)) return false;
  return text.split(/\s+/).length <= LABEL_WORDS && !/[.!?]$/.test(text);
}

/**
 * Takes off the headings, bold labels and rules the content ends with: a "More from us", "Related" or "Comments"
 * heading whose links or posts the extraction removed introduces nothing, a rule that divided the article from them
 * divides nothing, and a note should not end on either. Only at the end: an empty section inside the article may be the
 * page's own structure. A bold label is such a heading (wbf.admin.ch's speech ended on "**Herausgeber**", the
 * publisher's address gone).
 */
export function removeTrailingHeadings(root: Element): void {
  const enders = all(root, 'h1, h2, h3, h4, h5, h6, hr, p').filter((e) => !e.matches('p') || isBoldLabel(e));
  for (; enders.length > 0; enders.pop()) {
    const last = enders[enders.length - 1] as Element;
    if (hasContentAfter(last, root)) return;
    last.remove();
  }
}
