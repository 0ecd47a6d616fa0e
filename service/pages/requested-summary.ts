import type { NoteRow } from '../store/notes';

/**
 * What the creator asked for beyond the defaults (instructions, a switched-off option, a template), so the
 * request stays visible although the reference service does not act on it. Empty when nothing was asked.
 */
export function requestedSummary(note: NoteRow, templateTitle?: string): string {
  const parts: string[] = [];
  for (const [label, json] of [
    ['organize', note.auto_organize],
    ['format', note.auto_format],
  ] as const) {
    if (json == null) continue;
    const value = JSON.parse(json) as boolean | string;
    if (value === false) parts.push(`auto-${label} off`);
    else if (typeof value === 'string') parts.push(`${label} instructions “${value}”`);
  }
  if (templateTitle) parts.push(`template “${templateTitle}”`);
  return parts.length ? `Asked for: ${parts.join(', ')}.` : '';
}
