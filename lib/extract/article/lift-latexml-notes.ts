import { noteItem, noteReference } from './note-parts';

/**
 * LaTeXML (arXiv's HTML papers, ar5iv) writes each footnote where it is referenced: the mark, then the note's text in
 * a span the page shows on hover. Read as it is, every note runs into the sentence it annotates, and an author's
 * "footnotemark" (a second reference to a note) leaves "22footnotemark: 2" behind the name. Readability strips the
 * classes that tell them apart, so this runs on its copy first. Mutates `doc` (a clone). Returns the notes lifted.
 */
export function liftLatexmlNotes(doc: Document): number {
  const notes = Array.from(doc.querySelectorAll('.ltx_note'));
  if (notes.length === 0) return 0;
  const list = doc.createElement('ol');
  for (const note of notes) {
    if (note.parentElement?.closest('.ltx_note')) continue;
    const mark = note.querySelector('.ltx_note_mark')?.textContent?.trim() ?? '';
    const text = noteText(note);
    if (!text?.textContent?.trim()) {
      // A footnotemark: the number of a note given elsewhere.
      const sup = doc.createElement('sup');
      sup.textContent = mark;
      note.replaceWith(sup);
      continue;
    }
    // Numbered as the footnotes of the clip, in reading order, whatever marks (*, †) the paper uses.
    const id = `ltx-note-${list.children.length + 1}`;
    list.append(noteItem(doc, id, Array.from(text.childNodes)));
    note.replaceWith(noteReference(doc, id, mark || String(list.children.length)));
  }
  if (list.children.length > 0) {
    const section = doc.createElement('section');
    section.id = 'footnotes';
    section.append(list);
    (doc.querySelector('.ltx_document') ?? doc.body)?.append(section);
  }
  return list.children.length;
}

/** The note's own text: its content without the repeated mark, the "1" tag and the "footnotemark:" label. */
function noteText(note: Element): Element | undefined {
  const content = note.querySelector('.ltx_note_content')?.cloneNode(true) as Element | undefined;
  for (const label of Array.from(content?.querySelectorAll('.ltx_note_mark, .ltx_tag_note, .ltx_note_type') ?? [])) {
    label.remove();
  }
  return content;
}
