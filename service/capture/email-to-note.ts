import { emailHeaderBlock } from './detect-input-kind';
import { headedNote, type NoteDraft } from './note-draft';

const SHOWN_HEADERS = ['from', 'to', 'cc', 'date'];

/** The Subject is the title; From/To/Cc/Date stay visible above the message body. */
export function emailToNote(input: string): NoteDraft {
  const headers = emailHeaderBlock(input) ?? new Map<string, string>();
  const body = input
    .replace(/^\s*\n/, '')
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n')
    .trim();
  const headerLines = SHOWN_HEADERS.filter((name) => headers.get(name)).map(
    (name) => `**${name[0]!.toUpperCase()}${name.slice(1)}:** ${headers.get(name)}  `,
  );
  const block = headerLines.length ? `${headerLines.join('\n').replace(/ {2}$/, '')}\n\n` : '';
  const subject = headers.get('subject') ?? '';
  return headedNote(subject || 'Email', `${block}${body}`);
}
