import { headedNote, type NoteDraft } from './note-draft';

const NOT_SPEECH = /^\s*(WEBVTT\b.*|NOTE\b.*|\d+|[\d:.,]+\s+-->.*)\s*$/;
const LEADING_TIME = /^\s*[[(]?\d{1,2}:\d{2}(:\d{2})?([.,]\d+)?[\])]?\s*(-\s*)?/;

/**
 * The title is the first line that is speech (not a WEBVTT header, cue number or timing), without its time.
 * Every line is kept, each on its own line when rendered (Markdown would otherwise run them together).
 */
export function transcriptToNote(input: string): NoteDraft {
  const lines = input.split(/\r?\n/).filter((line) => line.trim() !== '' && !/^\s*WEBVTT\b/.test(line));
  const firstSpeech = lines.find((line) => !NOT_SPEECH.test(line)) ?? '';
  const title = firstSpeech.replace(LEADING_TIME, '').trim();
  return headedNote(title, lines.map((line) => line.trimEnd()).join('  \n'));
}
