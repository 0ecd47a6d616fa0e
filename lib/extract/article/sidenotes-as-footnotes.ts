import { all } from '../markdown/dom';
import { noteItem, noteReference } from './note-parts';

/**
 * Rewrites Tufte CSS's side and margin notes (a toggle `<label>` and checkbox, then `<span class="sidenote">` inside
 * the sentence, shown in the margin by the style sheet) as numbered notes: a reference where the note stood and the
 * note in a list after the text, which both libraries and the Markdown rules read as footnotes. Defuddle removed
 * every such sidenote as a duplicate of a notes list the page does not have, and Readability ran the note into the
 * sentence ("for notes.This is a margin note"). A margin note inside a figure is its caption. On a copy of the page.
 */
export function sidenotesAsFootnotes(doc: Document): void {
  // Tufte's markup: the note right after its toggle. (Org mode's and other sidenotes Defuddle reads itself.)
  const notes = all(doc, 'input.margin-toggle + span.sidenote, input.margin-toggle + span.marginnote').filter((note) =>
    note.parentElement?.closest('p, li, figure'),
  );
  if (notes.length === 0) return;
  let list: Element | undefined;
  let number = 0;
  for (const note of notes) {
    removeToggle(note);
    const figure = note.parentElement?.closest('figure');
    if (figure && !figure.querySelector('figcaption')) {
      const caption = doc.createElement('figcaption');
      caption.append(...Array.from(note.childNodes));
      note.remove();
      figure.appendChild(caption);
      continue;
    }
    number++;
    const id = `fn:sidenote-${number}`;
    const ref = noteReference(doc, id, String(number));
    ref.id = `fnref:sidenote-${number}`;
    list ??= notesList(doc, notes[notes.length - 1] as Element);
    list.appendChild(noteItem(doc, id, Array.from(note.childNodes)));
    note.replaceWith(ref);
  }
}

/** The `<label>` and checkbox before a note, which show it on narrow screens. */
function removeToggle(note: Element): void {
  for (let el = note.previousElementSibling; el && /^(label|input)$/.test(el.localName); ) {
    const previous = el.previousElementSibling;
    if (el.classList.contains('margin-toggle')) el.remove();
    el = previous;
  }
}

/**
 * A notes list after the block that holds the last note, where both libraries keep it: after the article itself it
 * was left out by Readability, which took the note's `<section>` for the article.
 */
function notesList(doc: Document, lastNote: Element): Element {
  const line = lastNote.parentElement?.closest('p, li');
  const block = line?.closest('ul, ol') ?? line ?? lastNote;
  const section = doc.createElement('div');
  section.className = 'footnotes';
  (block.parentElement ?? block).appendChild(section);
  return section.appendChild(doc.createElement('ol'));
}
