// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { unguardDefuddleHtml } from './guard-defuddle-text';
import { INLINE_JOINER, keepInlineJoins } from './keep-inline-joins';
import { htmlAfter } from './test-root';

const J = INLINE_JOINER;

describe('keepInlineJoins', () => {
  it('sets a joiner where an inline element touches the word before or after it', () => {
    expect(htmlAfter(keepInlineJoins, '<p>un<em>believ</em>ably</p>')).toBe(`<p>un${J}<em>believ</em>${J}ably</p>`);
  });

  it('sets one joiner between two touching elements', () => {
    expect(htmlAfter(keepInlineJoins, '<p><a href="/a">critics</a><a href="/b">everywhere</a></p>')).toBe(
      `<p><a href="/a">critics</a>${J}<a href="/b">everywhere</a></p>`,
    );
  });

  it('joins Chinese text to the link inside it', () => {
    expect(htmlAfter(keepInlineJoins, '<p>我们<a href="/x">链接</a>到这里</p>')).toBe(
      `<p>我们${J}<a href="/x">链接</a>${J}到这里</p>`,
    );
  });

  it('sets none where whitespace already separates the words, or punctuation Defuddle leaves unspaced', () => {
    const html = '<p>a <b>b</b> c, <i>d</i>. (<em>e</em>) <a href="#1">1</a>. Note</p>';
    expect(htmlAfter(keepInlineJoins, html)).toBe(html);
  });

  it('sets none beside sub, sup, code or pictures, nor inside code blocks', () => {
    const html = 'H<sub>2</sub>O e<sup>x</sup> a<code>b</code>c x<img src="a.png">y<pre>a<span>b</span>c</pre>';
    expect(htmlAfter(keepInlineJoins, html)).toBe(html);
  });

  it('joins ruby annotations to their base text (Japanese read "漢 (kan) 字 (ji)")', () => {
    expect(htmlAfter(keepInlineJoins, '<p><ruby>漢<rp>(</rp><rt>kan</rt><rp>)</rp></ruby>字</p>')).toBe(
      `<p><ruby>漢${J}<rp>(</rp><rt>kan</rt><rp>)</rp></ruby>${J}字</p>`,
    );
  });

  it('looks past a comment between two touching neighbours', () => {
    expect(htmlAfter(keepInlineJoins, '<p>Apple<!-- x --><b>s</b></p>')).toBe(`<p>Apple<!-- x -->${J}<b>s</b></p>`);
  });

  it("is taken out of Defuddle's content with the other stand-ins", () => {
    expect(unguardDefuddleHtml(`<p>un${J}<em>believ</em>${J}ably</p>`)).toBe('<p>un<em>believ</em>ably</p>');
  });
});
