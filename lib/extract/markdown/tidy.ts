/**
 * Zero-width spaces and byte-order marks only tell a browser where it may break a line (Wikipedia's coordinates held
 * two); in a note they are invisible and split words for search. Zero-width joiners and non-joiners stay: they change
 * how emoji and Persian or Indic text are drawn. Soft hyphens stay too: the corpus's expected texts keep them, and
 * taking them out cost three pages F1 (README, Markdown rules, "Layout").
 */
const INVISIBLE_HINTS = /[\u200b\ufeff]/g;

/**
 * Final layout pass outside code fences: zero-width spaces removed, trailing whitespace trimmed, hard breaks that end a
 * paragraph dropped, invisible lines emptied, never more than one blank line in a row. Text inside fences is left exactly as it was.
 */
export function tidyMarkdown(markdown: string): string {
  const lines = markdown.split('\n');
  const out: string[] = [];
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (fence) {
      out.push(line);
      const closing = /^\s*(`{3,}|~{3,})\s*$/.exec(line)?.[1];
      if (closing && closing[0] === fence[0] && closing.length >= fence.length) fence = undefined;
      continue;
    }
    fence = /^\s*(?:>\s*)*(`{3,}|~{3,})/.exec(line)?.[1];
    let text = line.replace(INVISIBLE_HINTS, '').replace(/\s+$/, '');
    if (isHardBreak(text) && isBlank(lines[i + 1])) text = text.slice(0, -1).replace(/\s+$/, '');
    // A lone backslash, or a line of nothing visible (a paragraph that held only a zero-width space).
    if (/^\s*\\$/.test(text) || /^[\s\u200b-\u200d\u2060\ufeff]+$/.test(text)) text = '';
    if (!text && !out[out.length - 1]) continue;
    // A callout's body follows its `[!type] Title` line directly, as Obsidian writes it.
    if (/^(>\s*)+$/.test(text) && /^(>\s*)+\[![\w-]+\]/.test(out[out.length - 1] ?? '')) continue;
    out.push(text);
  }
  return out.join('\n').replace(/^\n+|\n+$/g, '');
}

/** A `\` at the end of a line is a hard break; before a blank line (or the end) it shows as a stray backslash. */
function isHardBreak(line: string): boolean {
  return /(^|[^\\])(\\\\)*\\$/.test(line);
}

function isBlank(line: string | undefined): boolean {
  return line === undefined || !line.replace(/^(\s*>)+/, '').trim() || line.replace(/^(\s*>)+/, '').trim() === '\\';
}
