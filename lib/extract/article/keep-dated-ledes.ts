import { rewriteTextNodes } from '../markdown/dom';
import { EMBEDDED_POST } from './free-embedded-posts';
import { SPACE_STAND_IN } from './guard-defuddle-text';

/**
 * Defuddle takes a short block with a date among the three after the title's `<h1>` for the article's byline and
 * drops it, whenever the page declares an author or a date. A news brief's opening line ("WASHINGTON, May 1, 2024 —
 * The Senate passed…") is such a block, and so the clip began with its second paragraph; a post embedded there (a
 * tweet signed "— Jane (@jane) May 1, 2024") was lost whole. In the blocks there that read as prose, or that no byline
 * is (quotes, embedded posts, figures, tables), the space inside each date ("May 1", "1 May") gets the space's stand-in, so Defuddle sees no date;
 * it comes back with the other stand-ins.
 */
const MONTH =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)';
/** The space between a month and its day, or a day and its month, as Defuddle's date pattern reads them. */
const DATE_SPACE = new RegExp(
  String.raw`(?<=\b${MONTH})\s+(?=\d{1,2}\b)|(?<=\b\d{1,2}(?:st|nd|rd|th)?)\s+(?=${MONTH}\b)`,
  'gi',
);
/** The blocks Defuddle looks at, and the length under which it takes one for a byline. */
const BLOCKS_AFTER_TITLE = 3;
const BYLINE_CHARS = 300;
/** A byline is a few words and no sentence: "By Jane Doe · May 1, 2024 · 5 min read". */
const PROSE_WORDS = 12;
const SENTENCE_END = /[.!?]["”’)]?(?:\s|$)/;
/** Blocks that carry dates as content; Defuddle drops only the first dated block, so a byline after them still goes. */
const NO_BYLINE = `blockquote, figure, table, pre, ${EMBEDDED_POST}`;

function readsAsProse(text: string): boolean {
  return text.split(/\s+/).length >= PROSE_WORDS && SENTENCE_END.test(text);
}

export function keepDatedLedes(doc: Document): void {
  for (const title of Array.from(doc.querySelectorAll('h1'))) {
    let block = title.nextElementSibling;
    for (let i = 0; i < BLOCKS_AFTER_TITLE && block; i++, block = block.nextElementSibling) {
      const text = block.textContent?.trim() ?? '';
      if (text.length < BYLINE_CHARS && (readsAsProse(text) || block.matches(NO_BYLINE)))
        rewriteTextNodes(block, (text) => text.replace(DATE_SPACE, SPACE_STAND_IN));
    }
  }
}
