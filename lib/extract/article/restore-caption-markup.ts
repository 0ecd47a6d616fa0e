import { spacedWords } from './spaced-words';

const MARKUP = 'a[href], em, strong, i, b, code, sup, sub';

/**
 * Puts back the markup Defuddle takes out of figure captions: 0.19 keeps a caption's text alone, so a photo credit
 * lost its link, and emphasis and note references went too ("… by a researcher … useful. 1"). Where the reference
 * (Readability's content) has a caption of the same words with markup, its copy replaces the flattened one; a note
 * reference in it is pointed at Defuddle's note of that number (`#fn:1`), which is where Defuddle moved the notes.
 * Returns the number of captions restored.
 */
export function restoreCaptionMarkup(root: Element, reference: Element): number {
  const captions = Array.from(reference.querySelectorAll('figcaption'))
    .filter((caption) => caption.querySelector(MARKUP))
    .map((caption) => ({ caption, words: spacedWords(caption) }));
  if (captions.length === 0) return 0;
  let restored = 0;
  for (const caption of Array.from(root.querySelectorAll('figcaption'))) {
    if (caption.querySelector(MARKUP)) continue;
    const words = spacedWords(caption);
    const marked = words.trim() ? captions.find((full) => full.words === words) : undefined;
    if (!marked) continue;
    const copy = root.ownerDocument.importNode(marked.caption, true) as Element;
    for (const link of Array.from(copy.querySelectorAll('sup a[href^="#"]'))) {
      const number = /^\[?(\d+)\]?$/.exec((link.textContent ?? '').trim())?.[1];
      if (number && root.querySelector(`[id="fn:${number}"]`)) link.setAttribute('href', `#fn:${number}`);
    }
    caption.replaceWith(copy);
    restored++;
  }
  return restored;
}
