import { titleOf } from '../store/notes';

export interface NoteDraft {
  title: string;
  /** Markdown whose first line is `# <title>`. */
  content: string;
}

export const UNTITLED = 'Untitled capture';

/**
 * Puts the title on the first line as a heading. When the body already opens with that title
 * (an <h1> equal to <title>, a text whose first line is the title) it is not repeated.
 */
export function headedNote(title: string, body: string): NoteDraft {
  const trimmed = body.trim();
  const bodyTitle = titleOf(trimmed);
  const finalTitle = (title || bodyTitle || UNTITLED).slice(0, 200);
  if (bodyTitle === finalTitle) {
    const rest = trimmed.split(/\r?\n/).slice(1).join('\n').trim();
    return { title: finalTitle, content: rest ? `# ${finalTitle}\n\n${rest}` : `# ${finalTitle}` };
  }
  return { title: finalTitle, content: trimmed ? `# ${finalTitle}\n\n${trimmed}` : `# ${finalTitle}` };
}
