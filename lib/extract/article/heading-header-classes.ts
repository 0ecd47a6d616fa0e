import { Readability } from '@mozilla/readability';
import { all } from '../markdown/dom';

interface ReadabilityPatterns {
  REGEXPS?: { unlikelyCandidates?: RegExp; okMaybeItsACandidate?: RegExp };
}

/**
 * Readability drops every element whose class or id holds one of its "unlikely" words before it scores the page, and
 * "header" is one of them (meant for the page's header). On a heading the word names what the element is: recipe
 * cards' "Ingredients" and "Instructions" (`wprm-recipe-header`), cards' and sections' titles ("section-header"), and
 * the clip lost them, leaving lists without the headings that say what they are. On Readability's copy of the page,
 * such a heading's class says "heading" instead, unless another of its words is unlikely too ("comments-header") or
 * it is in the page's own header. Readability's word list is read from the library; without one, nothing changes.
 */
export function unmarkHeadingHeaders(doc: Document): void {
  const { unlikelyCandidates: unlikely, okMaybeItsACandidate: okMaybe } =
    (Readability.prototype as unknown as ReadabilityPatterns).REGEXPS ?? {};
  if (!unlikely || !okMaybe) return;
  for (const heading of all(doc, 'h2[class], h3[class], h4[class], h5[class], h6[class]')) {
    const className = heading.getAttribute('class') ?? '';
    if (!/header/i.test(className) || isInPageHeader(heading)) continue;
    const renamed = className.replace(/header/gi, 'heading');
    const names = `${renamed} ${heading.id}`;
    if (unlikely.test(names) && !okMaybe.test(names)) continue;
    heading.setAttribute('class', renamed);
  }
}

function isInPageHeader(element: Element): boolean {
  const header = element.closest('header, [role="banner"]');
  return !!header && !header.closest('article, main');
}
