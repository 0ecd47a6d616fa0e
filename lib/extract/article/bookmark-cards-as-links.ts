import { all } from '../markdown/dom';

const oneLine = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * Rewrites Ghost's bookmark cards (a link to another page shown as a preview: its title, description, site icon
 * and thumbnail) as a paragraph: the linked title, then the description. Defuddle removed the card whole (its class
 * reads as a "bookmark" button), and Readability ran the card's parts into one link wrapping three paragraphs and
 * two pictures. On a copy of the page.
 */
export function bookmarkCardsAsLinks(doc: Document): void {
  for (const card of all(doc, '.kg-bookmark-card')) {
    const link = card.querySelector('a.kg-bookmark-container[href]');
    const title = oneLine(card.querySelector('.kg-bookmark-title'));
    if (!link || !title) continue;
    const paragraph = doc.createElement('p');
    const anchor = paragraph.appendChild(doc.createElement('a'));
    anchor.setAttribute('href', link.getAttribute('href') ?? '');
    anchor.textContent = title;
    const description = oneLine(card.querySelector('.kg-bookmark-description'));
    if (description) paragraph.append(` — ${description}`);
    card.replaceWith(paragraph);
  }
}
