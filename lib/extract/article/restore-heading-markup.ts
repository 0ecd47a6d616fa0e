import { isHeadingPermalink } from '../markdown/clean-up';
import { spacedWords } from './spaced-words';

const HEADINGS = 'h1, h2, h3, h4, h5, h6';
/** Markup a heading's Markdown shows (bold does not: a heading is bold already). */
const MARKUP = 'a[href], code, kbd, em, i, sub, sup, mark, s, del, ruby';
/** What a page puts in a heading besides its words: icons, copy buttons, anchors' symbols. */
const FURNITURE = 'script, style, template, svg, button, img, picture, input';

/** A copy of a heading's markup without its furniture or its permalink anchors (`#`, `¶`, 🔗). */
function cleanCopy(heading: Element, doc: Document): Element {
  const copy = doc.importNode(heading, true) as Element;
  for (const el of Array.from(copy.querySelectorAll(FURNITURE))) el.remove();
  for (const link of Array.from(copy.querySelectorAll('a[href]'))) {
    if (isHeadingPermalink(link)) link.remove();
  }
  return copy;
}

/**
 * Puts back the markup Defuddle takes out of headings: 0.19 rebuilds every heading from its text, so the link of a
 * newsletter item's or a listing's title, a docs heading's `code` and emphasis went, and ruby readings ran into the
 * words they are set over ("子こども"). A heading of `root` with no
 * markup gets the children of the page's heading of the same words, when the page has one such heading with markup
 * (two that differ are left alone). Reads `page` without changing it. Returns the number of headings restored.
 */
export function restoreHeadingMarkup(root: Element, page: ParentNode): number {
  const plain = Array.from(root.querySelectorAll(HEADINGS)).filter((heading) => !heading.querySelector(MARKUP));
  if (plain.length === 0) return 0;
  const doc = root.ownerDocument;
  const marked = new Map<string, Element | undefined>();
  for (const heading of Array.from(page.querySelectorAll(HEADINGS))) {
    if (!heading.querySelector(MARKUP)) continue;
    const copy = cleanCopy(heading, doc);
    const words = spacedWords(copy);
    if (!words.trim()) continue;
    const seen = marked.get(words);
    if (marked.has(words) && seen?.innerHTML !== copy.innerHTML) marked.set(words, undefined);
    else marked.set(words, copy);
  }
  let restored = 0;
  for (const heading of plain) {
    const copy = marked.get(spacedWords(heading));
    if (!copy) continue;
    heading.replaceChildren(...Array.from(copy.cloneNode(true).childNodes));
    restored++;
  }
  return restored;
}
