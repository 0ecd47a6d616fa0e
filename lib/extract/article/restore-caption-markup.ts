import { spacedWords } from './spaced-words';

const MARKUP = 'a[href], em, strong, i, b, code, sup, sub';
const MEDIA = 'img, picture, video, audio, svg, iframe, figure';

/** Where the reference can hold a caption's words: its own captions, or the credit line beside a picture. */
const CAPTION_LIKE = 'figcaption, p, div';

/**
 * Puts back the markup Defuddle takes out of figure captions: 0.19 keeps a caption's text alone, so a photo credit
 * lost its link, and emphasis and note references went too ("… by a researcher … useful. 1"). Where the reference
 * (Readability's content) has the same words with markup — a caption, or the credit block Defuddle made the caption
 * from — that markup replaces the flattened text; a note reference in it is pointed at Defuddle's note of that
 * number (`#fn:1`), which is where Defuddle moved the notes. Returns the number of captions restored.
 */
export function restoreCaptionMarkup(root: Element, reference: Element): number {
  const flattened = Array.from(root.querySelectorAll('figcaption')).filter((caption) => !caption.querySelector(MARKUP));
  if (flattened.length === 0) return 0;
  // In document order, so that of an element and its child with the same words, the child (the innermost) comes last.
  const marked = Array.from(reference.querySelectorAll(CAPTION_LIKE))
    // A block that holds the picture too (Substack's captioned image: a link around the picture, then the caption)
    // has the caption's words and a link, but its markup is the picture's: copied in, the picture showed twice.
    .filter((element) => element.querySelector(MARKUP) && !element.querySelector(MEDIA))
    .map((element) => ({ element, words: spacedWords(element) }));
  let restored = 0;
  for (const caption of flattened) {
    const words = spacedWords(caption);
    const source = words.trim() ? marked.findLast((full) => full.words === words)?.element : undefined;
    if (!source) continue;
    const copy = root.ownerDocument.importNode(source, true) as Element;
    for (const link of Array.from(copy.querySelectorAll('sup a[href^="#"]'))) {
      const number = /^\[?(\d+)\]?$/.exec((link.textContent ?? '').trim())?.[1];
      if (number && root.querySelector(`[id="fn:${number}"]`)) link.setAttribute('href', `#fn:${number}`);
    }
    caption.replaceChildren(...Array.from(copy.childNodes));
    restored++;
  }
  return restored;
}
