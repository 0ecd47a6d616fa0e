import { headedNote, type NoteDraft } from './note-draft';

/** Plain text: the first non-empty line is the title, every line is kept. */
export function textToNote(input: string): NoteDraft {
  const firstLine = input.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const title = firstLine.replace(/^\s{0,3}#{1,6}\s+/, '').trim();
  return headedNote(title, input);
}
