import { reference, shareFoundIn } from './keep-agreed-blocks';
import { linkDensity, wordCount } from './link-density';

/** Fewer words than this is a label or a caption, not a box of the article's content. */
const MIN_WORDS = 15;
const MAX_LINK_DENSITY = 0.25;
/** An aside whose words mostly occur in the text around it repeats that text: a pull quote. */
const REPEATED = 0.5;
/** Pull quotes that reword the text around them, and boxes the page hides (footnotes shown on demand). */
const NOT_CONTENT =
  '[class*="pull" i], [hidden], [aria-hidden="true"], [style*="display:none" i], [style*="display: none" i]';

/** What marks the article itself: its body, as schema.org names it. */
const ARTICLE_MARK = '[itemprop="articleBody"]';

/** An aside that holds the article: rnz.de puts its whole story, headline and body, in `<aside class="nfy-pa">`. */
function holdsArticle(aside: Element): boolean {
  return !!aside.querySelector(ARTICLE_MARK) && !aside.parentElement?.closest('aside');
}

/**
 * Turns the `<aside>` boxes inside an article's text — "Key takeaways", "In brief", a fact box — into plain blocks:
 * both libraries drop every `<aside>`, which suits a page's sidebar but lost the summary a news story opens with.
 * A box that sits among the article's paragraphs, holds prose rather than links, and does not repeat the text around
 * it (a pull quote) is content; one the page hides is not; one that holds the article's body is the article. Boxes
 * named as furniture (related stories, sign-ups) are still removed by name.
 */
export function keepContentAsides(doc: Document): void {
  for (const aside of Array.from(doc.querySelectorAll('aside'))) {
    if (holdsArticle(aside)) {
      asBox(doc, aside);
      continue;
    }
    const parent = aside.parentElement;
    if (!parent || parent.querySelectorAll(':scope > p').length < 2 || aside.matches(NOT_CONTENT)) continue;
    if (aside.querySelector('aside, nav, form')) continue;
    if (wordCount(aside) < MIN_WORDS || linkDensity(aside) > MAX_LINK_DENSITY) continue;
    const rest = parent.cloneNode(true) as Element;
    rest.children[Array.prototype.indexOf.call(parent.children, aside)]?.remove();
    if (shareFoundIn(reference(aside), reference(rest)) >= REPEATED) continue;
    asBox(doc, aside);
  }
}

/** The aside as a `<div>` with its attributes and children. */
function asBox(doc: Document, aside: Element): void {
  const box = doc.createElement('div');
  for (const attribute of Array.from(aside.attributes)) box.setAttribute(attribute.name, attribute.value);
  box.append(...Array.from(aside.childNodes));
  aside.replaceWith(box);
}
