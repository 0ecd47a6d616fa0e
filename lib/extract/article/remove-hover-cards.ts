import { all } from '../markdown/dom';
import { linkDensity, wordCount } from './link-density';

/** A card is all links: its picture, the person's or term's name, stories about them, "MORE". */
const ALL_LINKS = 0.95;
const PRECEDING = 2;

/**
 * Takes out the preview cards a page hides inside a sentence and shows when a name is hovered (The Hill's people
 * cards: a portrait, the name again, three headlines and "MORE", in a `<span>` right after the linked name). The
 * page's style sheet hides them, which a copy does not see, so both libraries ran the card into the sentence: "Rep.
 * Ilhan Omar![](…)Ilhan Omar[Hillicon Valley: …] … [MORE] (D-Minn.), the U.S. Attorney's Office…". A card is an
 * element inside a paragraph's text, beside words of the paragraph, opening with a picture, holding two or more
 * links and no words outside them.
 */
export function removeHoverCards(doc: Document): void {
  for (const picture of all(doc, 'p img')) {
    const paragraph = picture.closest('p');
    const card = paragraph && cardAround(picture, paragraph);
    card?.remove();
  }
}

/** The outermost element between `picture` and `paragraph` that reads as a card, if any. */
function cardAround(picture: Element, paragraph: Element): Element | undefined {
  let card: Element | undefined;
  for (let el = picture.parentElement; el && el !== paragraph; el = el.parentElement) {
    if (el.localName === 'a') continue;
    const links = Array.from(el.querySelectorAll('a[href]'));
    // A card opens with its picture: a link before it is the name the card belongs to, which stays.
    if (links.some((link) => !link.contains(picture) && picture.compareDocumentPosition(link) & PRECEDING)) break;
    if (links.length < 2 || linkDensity(el) < ALL_LINKS) break;
    card = el;
  }
  // Beside words of its own paragraph: a paragraph that is nothing but a card is a gallery or a link list.
  return card && wordCount(paragraph) - wordCount(card) >= 3 ? card : undefined;
}
