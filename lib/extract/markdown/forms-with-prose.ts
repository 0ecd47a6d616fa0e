import { all, oneLine, removeNode, unwrap } from './dom';

/** A form's own words are its labels and options; paragraphs of this many words beside them are the page's text. */
const PROSE_WORDS = 50;
const FIELD = 'input, select, textarea, button, label';

function proseWords(form: Element): number {
  let words = 0;
  for (const paragraph of all(form, 'p')) {
    const text = oneLine(paragraph.textContent);
    if (text && !paragraph.querySelector(FIELD)) words += text.split(' ').length;
  }
  return words;
}

/**
 * A form whose paragraphs hold text of their own gives up its form, keeping that text: a shop wraps the whole product
 * (price, delivery time, description) in its order form (uniqz.de), and ASP.NET pages wrap the whole page in one.
 * The labels go with the fields they name ("Farbe", "Anzahl:"), which a note cannot show; a checkbox's stays with it.
 * Other forms — sign-up, comment, search — are left for the Markdown rules to drop.
 */
export function unwrapFormsWithProse(body: HTMLElement): void {
  for (const form of all(body, 'form')) {
    if (proseWords(form) < PROSE_WORDS) continue;
    for (const label of all(form, 'label')) if (!label.querySelector('input[type="checkbox"]')) removeNode(label);
    unwrap(form);
  }
}
