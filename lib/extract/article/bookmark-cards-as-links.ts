import { all, linkParagraph, oneLine } from '../markdown/dom';

/**
 * Rewrites Ghost's bookmark cards (a link to another page shown as a preview: its title, description, site icon
 * and thumbnail) as a paragraph: the linked title, then the description. Defuddle removed the card whole (its class
 * reads as a "bookmark" button), and Readability ran the card's parts into one link wrapping three paragraphs and
 * two pictures. On a copy of the page.
 */
export function bookmarkCardsAsLinks(doc: Document): void {
  for (const card of all(doc, '.kg-bookmark-card')) {
    const link = card.querySelector('a.kg-bookmark-container[href]');
    const title = oneLine(card.querySelector('.kg-bookmark-title')?.textContent);
    if (!link || !title) continue;
    const paragraph = linkParagraph(doc, link.getAttribute('href') ?? '', title);
    const description = oneLine(card.querySelector('.kg-bookmark-description')?.textContent);
    if (description) paragraph.append(` — ${description}`);
    card.replaceWith(paragraph);
  }
}
