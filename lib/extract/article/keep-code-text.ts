import { all, rewriteTextNodes } from '../markdown/dom';

/**
 * Defuddle rewrites a code block's text: every tab becomes four spaces (a Makefile no longer runs, Go loses gofmt's
 * indentation) and every run of blank lines becomes one (Python's two blank lines between definitions). On its copy,
 * each tab in a code block gets a stand-in and each blank line a mark, which it leaves alone; both are taken out of
 * its content with the other stand-ins (`unguardDefuddleHtml`).
 */
export const TAB_STAND_IN = '\u0017';
export const BLANK_LINE_MARK = '\u0016';

export function guardCodeText(doc: Document): void {
  if (!doc.body) return;
  for (const pre of all(doc.body, 'pre')) {
    const whole = pre.textContent ?? '';
    if (pre.parentElement?.closest('pre') || !/[\t\n]/.test(whole)) continue;
    // The whitespace before the first line and after the last is the markup's indentation: Defuddle trims it.
    const start = whole.search(/\S/);
    const end = whole.trimEnd().length;
    // A highlighter splits lines over many text nodes: the character before a line break may be in the node before.
    let previous = '';
    let offset = 0;
    rewriteTextNodes(pre, (text) => {
      let guarded = '';
      for (const char of text) {
        const inside = offset >= start && offset < end;
        if (inside && char === '\t') guarded += TAB_STAND_IN;
        else if (inside && char === '\n' && previous === '\n') guarded += `${BLANK_LINE_MARK}\n`;
        else guarded += char;
        previous = char;
        offset += char.length;
      }
      return guarded;
    });
  }
}
