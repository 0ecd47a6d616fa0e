const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
const WORD = /[\p{L}\p{N}]/u;

/**
 * Escapes text only where Markdown would misread it (Turndown's default escapes every `_`, `*`, `-`…).
 * Called per text node, after whitespace collapsing: a node that starts a line has no leading space.
 */
export function escapeMarkdownText(text: string): string {
  let out = '';
  const tildes = (text.match(/~/g) ?? []).length;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? '';
    const previous = text[i - 1] ?? '';
    const next = text[i + 1] ?? '';
    out += needsEscape(char, previous, next, tildes) ? `\\${char}` : char;
  }
  return escapeLineStart(out);
}

function needsEscape(char: string, previous: string, next: string, tildes: number): boolean {
  switch (char) {
    case '\\':
      return ASCII_PUNCTUATION.test(next);
    case '`':
      return true;
    case '*':
      return !(/\s/.test(previous) && (next === '' || /\s/.test(next)));
    case '_':
      return !((WORD.test(previous) && WORD.test(next)) || (/\s/.test(previous) && (next === '' || /\s/.test(next))));
    case '~':
      return tildes > 1;
    case '<':
      return /[A-Za-z/!?]/.test(next);
    case '[':
      return next === '^';
    case ']':
      return next === '(' || next === '[' || next === ':';
    default:
      return false;
  }
}

/** Marks text that would be misread at the start of a line; `resolveLineStartEscapes` decides once lines exist. */
export const LINE_START_MARK = '\uE000';

function escapeLineStart(text: string): string {
  const escaped = text.replace(/&(?=#?\w+;)/g, '\\&');
  if (/^\s/.test(escaped)) return escaped;
  return /^(#{1,6}(\s|$)|[-+](\s|$)|>|\d{1,9}[.)](\s|$)|(=+|-{3,})\s*$)/.test(escaped)
    ? LINE_START_MARK + escaped
    : escaped;
}

/**
 * A text node can only be misread as a heading, list item or quote when it really starts a line (after any
 * quote or list markers). Turns marks there into backslashes and drops the rest.
 */
export function resolveLineStartEscapes(markdown: string): string {
  if (!markdown.includes(LINE_START_MARK)) return markdown;
  // A plain loop: this also runs in the page-text fallback, on pages that may have replaced Array methods.
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    lines[i] = line.replace(/\uE000(\d*)/g, (_mark, digits: string, offset: number) => {
      if (!/^[\s>]*(?:(?:[-+*]|\d+[.)])\s+)*$/.test(line.slice(0, offset))) return digits;
      return digits ? `${digits}\\` : '\\';
    });
  }
  return lines.join('\n');
}

/**
 * Plain text paragraphs as Markdown, escaped. Plain loops: it serves the fallbacks for pages that may have replaced
 * the Array methods the converter relies on.
 */
export function paragraphsToMarkdown(paragraphs: string[]): string {
  let markdown = '';
  for (let i = 0; i < paragraphs.length; i++)
    markdown += `${i ? '\n\n' : ''}${escapeMarkdownText(paragraphs[i] ?? '')}`;
  return resolveLineStartEscapes(markdown);
}
