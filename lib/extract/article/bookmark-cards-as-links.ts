import { all, linkParagraph, oneLine } from '../markdown/dom';

/** Link previews that posts embed: the card, its link, its title and its description. */
const CARDS = [
  {
    card: '.kg-bookmark-card',
    link: 'a.kg-bookmark-container[href]',
    title: '.kg-bookmark-title',
    description: '.kg-bookmark-description',
  },
  { card: '.ltag__link', link: 'a.ltag__link__link[href]', title: '.ltag__link__content h2' },
] as const;

/**
 * Rewrites the link previews a post embeds (Ghost's bookmark cards, DEV's link tags: another page's title,
 * description, icon and thumbnail) as a paragraph: the linked title, then the description. Defuddle removed Ghost's
 * card whole (its class reads as a "bookmark" button), both libraries removed DEV's (a card of links, headings and a
 * picture), and Readability ran Ghost's parts into one link wrapping three paragraphs and two pictures. On a copy of
 * the page.
 */
export function bookmarkCardsAsLinks(doc: Document): void {
  for (const shape of CARDS) {
    for (const card of all(doc, shape.card)) {
      const link = card.querySelector(shape.link);
      const title = oneLine(card.querySelector(shape.title)?.textContent);
      if (!link || !title) continue;
      const paragraph = linkParagraph(doc, link.getAttribute('href') ?? '', title);
      const description = 'description' in shape ? oneLine(card.querySelector(shape.description)?.textContent) : '';
      if (description) paragraph.append(` — ${description}`);
      card.replaceWith(paragraph);
    }
  }
}
