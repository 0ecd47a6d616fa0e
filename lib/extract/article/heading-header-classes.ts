import { Readability } from '@mozilla/readability';
import { all } from '../markdown/dom';
import { isInPageBanner } from './is-in-page-banner';

interface ReadabilityPatterns {
  REGEXPS?: { unlikelyCandidates?: RegExp; okMaybeItsACandidate?: RegExp };
}

/**
 * Readability drops every element whose class or id holds one of its "unlikely" words before it scores the page, and
 * "header" is one of them (meant for the page's header). On a heading the word names what the element is: recipe
 * cards' "Ingredients" and "Instructions" (`wprm-recipe-header`), cards' and sections' titles ("section-header"), and
 * the clip lost them, leaving lists without the headings that say what they are. So it does on a block that holds
 * nothing but the heading: Jimdo wraps every heading in `<div class="j-module n j-header">` and gives it the id
 * `cc-m-header-…`, and a Jimdo site's imprint lost "Angaben gemäß § 5 TMG". On Readability's copy of the page, such
 * a heading's and its wrappers' class and id say "heading" instead, unless another of their words is unlikely too
 * ("comments-header") or the heading is in the page's own header. Readability's word list is read from the library;
 * without one, nothing changes.
 */
export function unmarkHeadingHeaders(doc: Document): void {
  const { unlikelyCandidates: unlikely, okMaybeItsACandidate: okMaybe } =
    (Readability.prototype as unknown as ReadabilityPatterns).REGEXPS ?? {};
  if (!unlikely || !okMaybe) return;
  for (const heading of all(doc, 'h2, h3, h4, h5, h6')) {
    if (isInPageBanner(heading)) continue;
    for (const element of headingAndWrappers(heading)) {
      const className = element.getAttribute('class') ?? '';
      const { id } = element;
      if (!/header/i.test(`${className} ${id}`)) continue;
      const renamed = { className: className.replace(/header/gi, 'heading'), id: id.replace(/header/gi, 'heading') };
      const names = `${renamed.className} ${renamed.id}`;
      if (unlikely.test(names) && !okMaybe.test(names)) continue;
      if (className) element.setAttribute('class', renamed.className);
      if (id) element.id = renamed.id;
    }
  }
}

/**
 * The heading and the blocks around it that hold nothing else, innermost first. Not the blocks around a linked
 * heading: that is a teaser card's title (jolie.de's `snippet__header`), which Readability is right to drop.
 */
function headingAndWrappers(heading: Element): Element[] {
  const chain = [heading];
  if (heading.querySelector('a[href]')) return chain;
  for (let parent = heading.parentElement; parent && parent.localName !== 'body'; parent = parent.parentElement) {
    if (parent.children.length !== 1 || (parent.textContent ?? '').trim() !== (heading.textContent ?? '').trim()) break;
    chain.push(parent);
  }
  return chain;
}
