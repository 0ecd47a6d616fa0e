import { all, linkParagraph } from '../markdown/dom';

/**
 * Rewrites WordPress's file blocks (a file the post offers: its linked name, then a "Download" button) as a paragraph
 * holding the linked name. Defuddle removed the block whole, the button taken for page furniture, and the post lost
 * its attachment. On a copy of the page.
 */
export function fileBlocksAsLinks(doc: Document): void {
  for (const block of all(doc, '.wp-block-file')) {
    const link = Array.from(block.querySelectorAll('a[href]')).find(
      (a) => !a.classList.contains('wp-block-file__button') && (a.textContent ?? '').trim(),
    );
    if (!link) continue;
    block.replaceWith(linkParagraph(doc, link.getAttribute('href') ?? '', Array.from(link.childNodes)));
  }
}
