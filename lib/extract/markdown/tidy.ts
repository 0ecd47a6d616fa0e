/**
 * Final layout pass outside code fences: trailing whitespace trimmed, hard breaks that end a paragraph dropped,
 * never more than one blank line in a row. Text inside fences is left exactly as it was.
 */
export function tidyMarkdown(markdown: string): string {
  const out: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    if (fence) {
      out.push(line);
      if (line.trim() === fence || (line.trimStart().startsWith(fence) && /^\s*([`~])\1*\s*$/.test(line))) {
        if (line.trim().length >= fence.length) fence = undefined;
      }
      continue;
    }
    const opening = /^\s*(`{3,}|~{3,})/.exec(line);
    if (opening?.[1]) fence = opening[1];
    const trimmed = line.replace(/\s+$/, '');
    const text = trimmed.replace(/^(\s*>)+\s*/, '');
    if (text === '\\') {
      out.push(trimmed.slice(0, trimmed.length - 1).replace(/\s+$/, ''));
      continue;
    }
    out.push(trimmed);
  }
  return dropDanglingBreaks(out)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+|\n+$/g, '');
}

/** A `\` hard break right before a blank line (or the end) shows as a stray backslash. */
function dropDanglingBreaks(lines: string[]): string[] {
  return lines.map((line, i) => {
    const next = lines[i + 1];
    const isBreak = /[^\\]\\$/.test(line) || line === '\\';
    return isBreak && (next === undefined || !next.replace(/^(\s*>)+/, '').trim()) ? line.slice(0, -1).trimEnd() : line;
  });
}
