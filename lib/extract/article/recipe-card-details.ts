import { all } from '../markdown/dom';

const SCREEN_READER_ONLY = /^(?:[\w-]*-)?(?:sr-only|screen-reader-text|visually-hidden)$/i;
/** A recipe site's page and post wrappers name the recipe too (`single-recipe`, `type-recipe`): they are not cards. */
const NOT_A_CARD = new Set(['html', 'body', 'main', 'article']);

const namesRecipe = (element: Element) => /recipe/i.test(element.getAttribute('class') ?? '');

/**
 * A recipe card's times and servings are what a cook clips it for, and both libraries lost them from WP Recipe
 * Maker's cards, the most used recipe plugin. Inside a card (an element whose class names a recipe, other than the
 * page's or the post's wrapper), on both copies:
 * - a class holding "meta" says "details" instead: the times' block is `wprm-recipe-meta-container`, and "meta" is a
 *   word Readability weighs a block down by and Defuddle removes by (meant for bylines and post dates);
 * - screen-reader-only classes go: the card draws "10 mins" with the unit `aria-hidden` and says "10 minutes" to
 *   screen readers, and with both dropped the clip read "Prep Time 10".
 */
export function keepRecipeCardDetails(doc: Document): void {
  for (const card of outermostCards(doc)) {
    for (const element of [card, ...all(card, '[class]')]) keepDetails(element);
  }
}

/**
 * The cards that no other card holds, found by their own class: a selector for what lies inside one
 * (`[class*="recipe"] [class]`) made the browser look up every classed element's ancestors, 2.7 ms a copy on a
 * recipe site.
 */
function outermostCards(doc: Document): Element[] {
  const cards: Element[] = [];
  for (const element of all(doc, '[class*="recipe" i]')) {
    if (NOT_A_CARD.has(element.localName) || !namesRecipe(element)) continue;
    // In document order, a card inside another comes after it, before the next outermost one.
    if (!cards.at(-1)?.contains(element)) cards.push(element);
  }
  return cards;
}

function keepDetails(element: Element): void {
  const tokens = (element.getAttribute('class') ?? '').split(/\s+/).filter(Boolean);
  const kept = tokens.filter((token) => !SCREEN_READER_ONLY.test(token));
  const named = namesRecipe(element) ? kept.map((token) => token.replace(/meta/gi, 'details')) : kept;
  if (named.join(' ') !== tokens.join(' ')) element.setAttribute('class', named.join(' '));
}
