import { all, classTokens, removeClassWords } from '../markdown/dom';

/** Class words by which Defuddle takes a figure's sibling for the figure's caption. */
const CAPTION_WORD = /caption|credit|text|description/i;
/** What a caption never holds: a heading, a picture of its own, paragraphs of the article. */
const NOT_A_CAPTION = 'h1, h2, h3, h4, h5, h6, img, picture, figure, video, table, pre, ul, ol';

/**
 * Defuddle gives a figure without a caption the text of any sibling whose class holds "caption", "credit", "text" or
 * "description", and keeps that sibling too: a Tailwind section (`text-base`) beside a photo came out a second time,
 * in italics, as the photo's caption, and a captioned figure (`image-text`) lent its caption to the photo before it.
 * On Defuddle's copy, a sibling of such a figure that holds what a caption never does loses those class words.
 */
export function unmarkCaptionLookalikes(doc: Document): void {
  for (const figure of all(doc, 'figure')) {
    if (figure.querySelector('figcaption')) continue;
    for (const sibling of Array.from(figure.parentElement?.children ?? [])) {
      const classes = classTokens(sibling);
      if (sibling === figure || !classes.some((word) => CAPTION_WORD.test(word))) continue;
      if (!sibling.matches(NOT_A_CAPTION) && !sibling.querySelector(NOT_A_CAPTION) && countParagraphs(sibling) < 2) {
        continue;
      }
      removeClassWords(sibling, CAPTION_WORD);
    }
  }
}

function countParagraphs(element: Element): number {
  return element.querySelectorAll('p').length;
}
