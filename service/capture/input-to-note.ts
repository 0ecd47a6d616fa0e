import { detectInputKind, type InputKind } from './detect-input-kind';
import { emailToNote } from './email-to-note';
import { htmlToNote } from './html-to-note';
import type { NoteDraft } from './note-draft';
import { textToNote } from './text-to-note';
import { transcriptToNote } from './transcript-to-note';

export function inputToNote(input: string, sourceUrl?: string): NoteDraft & { kind: InputKind } {
  const kind = detectInputKind(input);
  switch (kind) {
    case 'html':
      return { kind, ...htmlToNote(input, sourceUrl) };
    case 'email':
      return { kind, ...emailToNote(input) };
    case 'transcript':
      return { kind, ...transcriptToNote(input) };
    default:
      return { kind, ...textToNote(input) };
  }
}
