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

/**
 * Takes off the headings and rules the content ends with: a "More from us", "Related" or "Comments" heading whose
 * links or posts the extraction removed introduces nothing, a rule that divided the article from them divides
 * nothing, and a note should not end on either. Only at the end: an empty section inside the article may be the
 * page's own structure.
 */
export function removeTrailingHeadings(root: Element): void {
  for (let headings = all(root, 'h1, h2, h3, h4, h5, h6, hr'); headings.length > 0; headings.pop()) {
    const last = headings[headings.length - 1] as Element;
    if (hasContentAfter(last, root)) return;
    last.remove();
  }
}
