import { type ClipTarget, clipSourceOf } from './clip-target';

/**
 * One entry of the v0 running note: the selection (or link, or page address) under a small
 * heading that says where and when it came from, so appended entries stay readable in sequence.
 */
export function runningNoteEntry(target: ClipTarget, now: Date): string {
  const source = clipSourceOf(target);
  const when = now.toISOString().slice(0, 16).replace('T', ' ');
  const body =
    target.kind === 'selection'
      ? (target.snapshot.selection?.markdown.trim() ?? '')
      : target.kind === 'page'
        ? `<${source.url}>`
        : `[${source.title.replace(/[[\]]/g, '')}](<${source.url}>)`;
  return `### ${source.title.replace(/\s+/g, ' ').trim()} — ${when} UTC\n\n${body}\n\nSource: <${source.url}>\n`;
}
