import { wordCount } from './link-density';

/** Content with under this share of its words in paragraphs is no prose; with this share or more, it is. */
const NO_PROSE = 0.25;
const PROSE = 0.5;

/**
 * The share of an element's words that stand in paragraphs outside lists: an article is told in paragraphs, while
 * a menu, a "Related Posts" list and a byline are not.
 */
function paragraphShare(root: Element): number {
  const words = wordCount(root);
  if (words === 0) return 0;
  let inParagraphs = 0;
  for (const paragraph of Array.from(root.querySelectorAll('p'))) {
    if (!paragraph.closest('li')) inParagraphs += wordCount(paragraph);
  }
  return inParagraphs / words;
}

/**
 * Whether, of two views of a page that share no words, the first is no prose and the second is: the first
 * library took the page's menus and lists, as Readability did on a post built of many small sections (Elementor's:
 * novalanalove.com gave its menu, a byline and "Related Posts", Defuddle the post).
 */
export function tookMenusOnly(first: Element, second: Element): boolean {
  return paragraphShare(first) < NO_PROSE && paragraphShare(second) >= PROSE;
}
