import { all, replaceNode } from '../markdown/dom';

/**
 * Turns the `<footer>` that credits a quote inside its `<blockquote>` (the HTML standard's pattern, and Bootstrap's
 * `blockquote-footer`) into a paragraph of the quote: both libraries remove every `<footer>`, the page's or a
 * quote's, so "— Louis Agassiz" was lost and the quote went unattributed. On a copy of the page.
 */
export function keepQuoteAttributions(doc: Document): void {
  for (const footer of all(doc, 'blockquote footer')) {
    const holdsBlocks = footer.querySelector('p, div, ul, ol, blockquote, figure, table') !== null;
    const block = doc.createElement(holdsBlocks ? 'div' : 'p');
    while (footer.firstChild) block.appendChild(footer.firstChild);
    replaceNode(footer, block);
  }
}
