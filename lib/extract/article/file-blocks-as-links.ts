import { all, linkParagraph } from '../markdown/dom';

/**
 * Rewrites the files a post offers as paragraphs holding a link to them: WordPress's file blocks (the linked name,
 * then a "Download" button) and the buttons of WordPress and Ghost whose link is a file ("Download the hut map" to a
 * PDF). Defuddle removed them whole, buttons taken for page furniture, and the post lost its attachment. Buttons to
 * anything else stay furniture: they are mostly "Subscribe". On a copy of the page.
 */
const FILE =
  /\.(?:pdf|zip|gz|7z|rar|epub|mobi|docx?|odt|rtf|xlsx?|ods|csv|pptx?|odp|txt|mp3|m4a|ogg|wav|flac|mp4|gpx|kml|kmz|stl|ics)$/i;

function isFileLink(link: Element): boolean {
  try {
    return FILE.test(new URL(link.getAttribute('href') ?? '', 'https://page.invalid/').pathname);
  } catch {
    return false;
  }
}

export function fileBlocksAsLinks(doc: Document): void {
  for (const block of all(doc, '.wp-block-file')) {
    const link = Array.from(block.querySelectorAll('a[href]')).find(
      (a) => !a.classList.contains('wp-block-file__button') && (a.textContent ?? '').trim(),
    );
    if (!link) continue;
    block.replaceWith(linkParagraph(doc, link.getAttribute('href') ?? '', Array.from(link.childNodes)));
  }
  for (const button of all(doc, '.wp-block-button a[href], a.kg-btn[href], .kg-button-card a[href]')) {
    if (!isFileLink(button) || !button.textContent?.trim()) continue;
    const block = button.closest('.wp-block-buttons, .kg-button-card') ?? button;
    block.before(linkParagraph(doc, button.getAttribute('href') ?? '', Array.from(button.childNodes)));
    button.remove();
    if (!block.querySelector('a[href]')) block.remove();
  }
}
