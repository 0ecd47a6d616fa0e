import { all } from '../markdown/dom';
import { tokens } from './tokens';

/** What site generators put before a heading's slug: GitHub's `user-content-`, a `h-` or `toc-`. */
const SLUG_PREFIX = /^(?:user-content-|h-|toc-|heading-)/i;

/**
 * Takes off the ids that only spell a heading's own words ("building-the-footer", Wikipedia's "Related_work",
 * GitHub's "user-content-market-share"): site generators give every heading one, and both libraries read ids as
 * the element's role, so a heading whose words include "footer", "share", "social", "hidden" or "related" was
 * dropped from the article. The heading's words are content; only its class is left to say otherwise. Ids on
 * the heading or on an element inside it (Wikipedia's headline span, GitHub's anchor). On a copy of the page.
 */
export function dropHeadingSlugs(doc: Document): void {
  for (const heading of all(doc, 'h1, h2, h3, h4, h5, h6')) {
    const words = tokens(heading.textContent ?? '');
    if (words.length === 0) continue;
    for (const element of [heading, ...all(heading, '[id]')]) {
      const id = element.getAttribute('id');
      if (id && spellsWords(id, words)) element.removeAttribute('id');
    }
  }
}

/** Whether the id starts with the heading's first words, or is their start (a slug cut short). */
function spellsWords(id: string, words: readonly string[]): boolean {
  const slug = tokens(id.replace(SLUG_PREFIX, ''));
  const n = Math.min(words.length, slug.length, 4);
  return n > 0 && slug.slice(0, n).join(' ') === words.slice(0, n).join(' ');
}
