import { longerThan } from './longer-than';
import { readsOn } from './read-on';
import { tokens } from './tokens';

/** A teaser is short: a title, maybe a picture, a line of blurb. */
const TEASER_MAX_WORDS = 60;
/** Fewer cards in a row than this is a layout, not a list of teasers. */
const MIN_RUN = 3;
/** Teasers are removed only beside an article this long, never when they are the page itself (a listing). */
const MIN_ARTICLE_WORDS = 200;

const words = (element: Element) => tokens(element.textContent ?? '').length;

function linksElsewhere(element: Element): HTMLAnchorElement | undefined {
  return Array.from(element.querySelectorAll<HTMLAnchorElement>('a[href]')).find(
    (link) => !(link.getAttribute('href') ?? '').startsWith('#'),
  );
}

/** A link elsewhere that has words: a headline, not just a picture. */
function hasTextLink(element: Element): boolean {
  return Array.from(element.querySelectorAll('a[href]')).some(
    (link) => !(link.getAttribute('href') ?? '').startsWith('#') && (link.textContent ?? '').trim() !== '',
  );
}

const LINKED_PICTURE = 'a[href] img';
/** A link inside a heading: a teaser's headline. */
const HEADLINE_LINK = 'h2 a[href], h3 a[href], h4 a[href], h5 a[href], h6 a[href]';
const LINKED_HEADING = `${HEADLINE_LINK}, a[href] h2, a[href] h3, a[href] h4`;

/** More characters than this (whitespace aside) cannot be a teaser of 60 words: not worth counting the words of. */
const TEASER_MAX_CHARS = 1000;
const CARD_MARK = `${LINKED_PICTURE}, ${LINKED_HEADING}`;

/** One picture or heading that links to another page, with little else: a card pointing at another article. */
function isCard(element: Element): boolean {
  // Cheap checks first: this runs on every element of the content.
  if (longerThan(element.textContent ?? '', TEASER_MAX_CHARS) || !element.querySelector(CARD_MARK)) return false;
  if (words(element) > TEASER_MAX_WORDS || !linksElsewhere(element)) return false;
  const pictures = element.querySelectorAll(LINKED_PICTURE).length;
  const headings = element.querySelectorAll(LINKED_HEADING).length;
  // A wrapper around several cards is not a card itself: its children are.
  return pictures + headings > 0 && pictures <= 1 && headings <= 1;
}

/** A paragraph that is only a linked picture, the card's blurb following it as the next paragraph. */
function isPictureLink(element: Element): boolean {
  return (
    element.localName === 'p' &&
    words(element) <= 20 &&
    Boolean(element.querySelector('a[href] img')) &&
    Boolean(linksElsewhere(element))
  );
}

/** Runs of sibling cards: related-article lists, "more stories" grids, image-led teaser feeds. */
function teaserRuns(root: Element): Element[][] {
  const runs: Element[][] = [];
  const visit = (parent: Element): void => {
    let run: Element[] = [];
    const close = () => {
      const cards = run.filter((element) => isCard(element) || isPictureLink(element)).length;
      // Teasers name the story they link to; linked photos with captions that link nowhere are a photo series.
      if (cards >= MIN_RUN && run.filter(hasTextLink).length >= MIN_RUN) runs.push(run);
      run = [];
    };
    const children = Array.from(parent.children);
    for (let i = 0; i < children.length; i++) {
      const child = children[i] as Element;
      if (isPictureLink(child)) {
        run.push(child);
        const blurb = children[i + 1];
        if (blurb && blurb.localName === 'p' && !isPictureLink(blurb) && words(blurb) <= TEASER_MAX_WORDS) {
          run.push(blurb);
          i++;
        }
      } else if (isCard(child)) {
        run.push(child);
      } else {
        close();
        visit(child);
      }
    }
    close();
  };
  visit(root);
  return runs;
}

/** Headings inside a link: found from the few headings up, not from every link down. */
const HEADING_IN_LINK = 'a[href] h2, a[href] h3, a[href] h4, a[href] h5, a[href] h6';

/**
 * Story cards standing alone: one link to another page that wraps a picture and a headline heading, with little
 * else ("Neues Bahn-Konzept / ICE im S-Bahn-Takt / blurb / byline"). An article's own headings and figures are
 * never inside a link elsewhere; a card holding nothing but a link to it goes with its wrapper (a <figure>).
 */
function storyCards(root: Element): Element[] {
  const cards = new Set<Element>();
  for (const heading of Array.from(root.querySelectorAll(HEADING_IN_LINK))) {
    const link = heading.closest('a[href]') as Element;
    if ((link.getAttribute('href') ?? '').startsWith('#') || !link.querySelector('img, picture')) continue;
    if (longerThan(link.textContent ?? '', TEASER_MAX_CHARS)) continue;
    if (words(link) > TEASER_MAX_WORDS) continue;
    const wrapper = link.parentElement;
    const alone = wrapper && wrapper !== root && (wrapper.textContent ?? '').trim() === (link.textContent ?? '').trim();
    cards.add(alone && wrapper.children.length === 1 ? wrapper : link);
  }
  return [...cards];
}

/** A box's label over its teaser ("Weitere Informationen", "Related") is this short. */
const LABEL_WORDS = 4;

/**
 * Teasers that read on: a linked headline and a blurb ending in "mehr" / "Weiterlesen" to the same page, with
 * little else (ndr.de's "Weitere Informationen" boxes amid a podcast transcript; jolie.de's next story). The box
 * goes with the teaser when all else it holds is a short label.
 */
function readOnCards(root: Element): Element[] {
  const cards: Element[] = [];
  for (const headline of Array.from(root.querySelectorAll(HEADLINE_LINK))) {
    const href = headline.getAttribute('href') ?? '';
    if (href.startsWith('#') || cards.some((card) => card.contains(headline))) continue;
    let card = headline.parentElement;
    while (card && card !== root && words(card) <= TEASER_MAX_WORDS) {
      const readOn = Array.from(card.querySelectorAll('a[href]')).some(
        (link) => link !== headline && link.getAttribute('href') === href && readsOn(link),
      );
      if (readOn) break;
      card = card.parentElement;
    }
    if (!card || card === root || words(card) > TEASER_MAX_WORDS) continue;
    const box = card.parentElement;
    const labelled = box && box !== root && words(box) - words(card) <= LABEL_WORDS;
    cards.push(
      labelled && box.querySelectorAll('a[href]').length === card.querySelectorAll('a[href]').length ? box : card,
    );
  }
  return cards;
}

/** Removes teaser runs and lone story cards that stand beside an article. Returns the number of elements removed. */
export function removeTeasers(root: Element): number {
  const cards = [...storyCards(root), ...readOnCards(root)];
  // Fewer linked pictures and headings than a run needs: no teaser feed here, and no need to look at every element.
  const runs = root.querySelectorAll(`${CARD_MARK}, p a[href] img`).length < MIN_RUN ? [] : teaserRuns(root);
  const teasers = [...new Set([...runs.flat(), ...cards])].filter(
    (element, _i, all) => !all.some((other) => other !== element && other.contains(element)),
  );
  const teaserWords = teasers.reduce((sum, element) => sum + words(element), 0);
  if (teasers.length === 0 || words(root) - teaserWords < MIN_ARTICLE_WORDS) return 0;
  for (const element of teasers) element.remove();
  return teasers.length;
}
