import { type Reference, shareFoundIn } from './keep-agreed-blocks';
import { isAuthorBox } from './took-author-box';
import { isForm } from './took-form';
import { tookMenusOnly } from './took-menus';

/** From this share of Defuddle's word trigrams found in Readability's content on, Readability's holds Defuddle's. */
const CONTAINED = 0.8;

/**
 * Whether, of two views of a page that chose different parts of it, Readability's is not the article and
 * Defuddle's is: Readability's is no prose (a page of many small sections left it the menu, a byline and "Related
 * Posts"), or the author box under a short post, or a sign-up form. Never when Readability's view holds Defuddle's
 * as well: it is then the larger view of the same part (a shop's product page gave Readability the product and the
 * author box under it, and Defuddle the author box alone — uniqz.de's clip was the box).
 */
export function readabilityMissed(
  rRoot: Element,
  dRoot: Element,
  rReference: Reference,
  dReference: Reference,
): boolean {
  if (shareFoundIn(dReference, rReference) >= CONTAINED) return false;
  return tookMenusOnly(rRoot, dRoot) || isAuthorBox(rRoot) || isForm(rRoot);
}
