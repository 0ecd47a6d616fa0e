/**
 * The extraction measure of /work/shared/corpus/README.md, implemented exactly so that figures compare:
 * Markdown → plain text, tokens (NFKC, lower case, letter/digit runs, one token per Han/kana character),
 * multiset precision/recall/F1 with the output's `# Title` line left out.
 */

const IDEOGRAPHIC = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const WORD = /[\p{L}\p{N}]+/gu;

export function tokenize(text: string): string[] {
  const spaced = text.normalize('NFKC').toLowerCase().replace(IDEOGRAPHIC, ' $& ');
  return spaced.match(WORD) ?? [];
}

/** Bracketed text that may hold one level of nested brackets, e.g. a link around an image. */
const BRACKETED = String.raw`\[((?:[^\[\]]|\[[^\]]*\])*)\]`;
/** A link destination that may hold one level of parentheses, e.g. Wikipedia URLs. */
const DESTINATION = String.raw`\((?:[^()]|\([^()]*\))*\)`;
const IMAGE = new RegExp(`!${BRACKETED}(?:${DESTINATION}|\\[[^\\]]*\\])`, 'g');
const INLINE_LINK = new RegExp(`${BRACKETED}${DESTINATION}`, 'g');
const REFERENCE_LINK = new RegExp(`${BRACKETED}\\[[^\\]]*\\]`, 'g');
const FOOTNOTE_MARKER = /\[\^[^\]\s]+\]:?/g;
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]]+\]:[ \t]*\S+.*$/gm;
const HTML_COMMENT = /<!--[\s\S]*?-->/g;
const HTML_TAG = /<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?\/?>/g;
const BACKSLASH_ESCAPE = /\\([!-/:-@[-`{-~])/g;
/** Fenced code blocks and inline code spans: left as they are. */
const CODE =
  /(^|\n)( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:\n {0,3}\3[`~]*[ \t]*(?=\n|$)|$)|(`+)(?!`)(?:(?!\n[ \t]*\n)[\s\S])*?[^`]\4(?!`)/g;

function proseToText(markdown: string): string {
  let text = markdown.replace(IMAGE, '');
  // Links may nest (a link inside a link's text after image removal): unwrap until stable.
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(INLINE_LINK, '$1');
  }
  text = text.replace(FOOTNOTE_MARKER, '').replace(REFERENCE_DEFINITION, '').replace(REFERENCE_LINK, '$1');
  text = text.replace(HTML_COMMENT, '').replace(HTML_TAG, ' ');
  return text.replace(BACKSLASH_ESCAPE, '$1');
}

/** Step 1 of the measure: Markdown → plain text. */
export function markdownToText(markdown: string): string {
  let out = '';
  let last = 0;
  for (const match of markdown.matchAll(CODE)) {
    out += proseToText(markdown.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return out + proseToText(markdown.slice(last));
}

/** Leaves out the output's first line when it is the `# Title` heading (step 4). */
export function markdownBody(markdown: string): string {
  const trimmed = markdown.replace(/^\s+/, '');
  if (!trimmed.startsWith('# ')) return trimmed;
  const end = trimmed.indexOf('\n');
  return end === -1 ? '' : trimmed.slice(end + 1);
}

const BLOCK_TAGS = new Set(
  (
    'address article aside blockquote br dd details dialog div dl dt fieldset figcaption figure footer form ' +
    'h1 h2 h3 h4 h5 h6 header hgroup hr li main nav ol p pre section summary table tbody thead tfoot tr td th ul ' +
    'caption body html'
  ).split(' '),
);
const DROPPED_TAGS = new Set(['script', 'style', 'noscript', 'template', 'head']);

/** Step 2 for `expected.html`: the text of the HTML, block elements on their own lines. */
export function htmlElementToText(root: Node): string {
  const parts: string[] = [];
  const walk = (node: Node): void => {
    if (node.nodeType === 3) {
      parts.push(node.nodeValue ?? '');
      return;
    }
    if (node.nodeType !== 1 && node.nodeType !== 9 && node.nodeType !== 11) return;
    const tag = node.nodeType === 1 ? (node as Element).localName.toLowerCase() : '';
    if (DROPPED_TAGS.has(tag)) return;
    const block = BLOCK_TAGS.has(tag);
    if (block) parts.push('\n');
    for (let child = node.firstChild; child; child = child.nextSibling) walk(child);
    if (block) parts.push('\n');
  };
  walk(root);
  return parts.join('');
}

export interface Score {
  precision: number;
  recall: number;
  f1: number;
}

/** Multiset overlap of two token lists. */
export function scoreTokens(output: readonly string[], expected: readonly string[]): Score {
  if (output.length === 0 && expected.length === 0) return { precision: 1, recall: 1, f1: 1 };
  const counts = new Map<string, number>();
  for (const token of expected) counts.set(token, (counts.get(token) ?? 0) + 1);
  let overlap = 0;
  for (const token of output) {
    const left = counts.get(token) ?? 0;
    if (left > 0) {
      overlap++;
      counts.set(token, left - 1);
    }
  }
  const precision = output.length ? overlap / output.length : 0;
  const recall = expected.length ? overlap / expected.length : 0;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1 };
}

/** Scores a pipeline's Markdown (first line `# Title`) against the expected plain text. */
export function scoreMarkdown(markdown: string, expectedText: string): Score {
  return scoreTokens(tokenize(markdownToText(markdownBody(markdown))), tokenize(expectedText));
}

/** Title accuracy: exact match after tokenising. */
export function titleMatches(actual: string, expected: string): boolean {
  return tokenize(actual).join(' ') === tokenize(expected).join(' ');
}
