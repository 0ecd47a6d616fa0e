import { removeClassWords } from '../markdown/dom';

/**
 * Defuddle removes every element classed as a date, an author, tags or meta (`.date`, `.author`, `[data-date]`,
 * `post-date`…), wherever it stands: it means the article's byline, but a timeline's "<span class="date">March 2,
 * 2023</span> — First public release" lost its dates, and a sentence naming its `<span class="author">` lost the
 * name. On Defuddle's copy, such an element inside a line that says more than such elements do (four words besides them) loses
 * those names; a byline ("By <span class="author">Jane</span> on <span class="date">May 1</span>") keeps them.
 */
const NAMED_AS_METADATA =
  '[class*="date" i], [class*="author" i], [class*="byline" i], .meta, .tags, .contributor, [data-date]';
const METADATA_NAME = /date|author|byline|^meta$|^tags$|^contributor$/i;
/** The lines such an element can stand in. */
const LINE = 'p, li, td, th, dd, dt, figcaption, blockquote';
const OTHER_WORDS = 4;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

export function keepInlineMetadata(doc: Document): void {
  if (!doc.body) return;
  for (const element of Array.from(doc.body.querySelectorAll(NAMED_AS_METADATA))) {
    const line = element.parentElement?.closest(LINE);
    if (!line || line.closest('pre')) continue;
    // Besides every such element of the line: a byline's date does not count as words beside its author.
    const named = Array.from(line.querySelectorAll(NAMED_AS_METADATA)).filter(
      (other) => !other.parentElement?.closest(NAMED_AS_METADATA),
    );
    const namedWords = named.reduce((sum, other) => sum + words(other.textContent ?? ''), 0);
    if (words(line.textContent ?? '') - namedWords < OTHER_WORDS) continue;
    removeClassWords(element, METADATA_NAME);
    element.removeAttribute('data-date');
  }
}
