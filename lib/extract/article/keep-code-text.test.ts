// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { unguardDefuddleHtml } from './guard-defuddle-text';
import { BLANK_LINE_MARK, guardCodeText, TAB_STAND_IN } from './keep-code-text';
import { htmlAfter } from './test-root';

const T = TAB_STAND_IN;
const B = BLANK_LINE_MARK;

describe('guardCodeText', () => {
  it("gives a code block's tabs and blank lines stand-ins, and the text back once unguarded", () => {
    const html = '<pre><code>all:\n\tgcc main.c\n\n\n\techo done</code></pre>';
    const guarded = htmlAfter(guardCodeText, html);
    expect(guarded).toBe(`<pre><code>all:\n${T}gcc main.c\n${B}\n${B}\n${T}echo done</code></pre>`);
    expect(unguardDefuddleHtml(guarded)).toBe(html);
  });

  it('finds a blank line across the text nodes of a highlighted block', () => {
    const html = '<pre><span>def a():</span>\n<span>\tpass</span>\n</pre>';
    expect(htmlAfter(guardCodeText, `${html.replace('</pre>', '\n<span>x</span></pre>')}`)).toBe(
      `<pre><span>def a():</span>\n<span>${T}pass</span>\n${B}\n<span>x</span></pre>`,
    );
  });

  it("leaves the markup's indentation before the first line and after the last, which Defuddle trims", () => {
    const html = '<pre>\n\t\t<span>label</span>\n<code>x\n</code>\n\t</pre>';
    expect(htmlAfter(guardCodeText, html)).toBe(html);
  });

  it('leaves text outside code blocks alone', () => {
    const html = '<p>a\tb</p>\n\n\n<p>c</p>';
    expect(htmlAfter(guardCodeText, html)).toBe(html);
  });
});
