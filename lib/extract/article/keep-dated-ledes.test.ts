// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SPACE_STAND_IN, unguardDefuddleHtml } from './guard-defuddle-text';
import { keepDatedLedes } from './keep-dated-ledes';
import { htmlAfter } from './test-root';

const S = SPACE_STAND_IN;
const LEDE = 'WASHINGTON, May 1, 2024 — The Senate passed the budget bill late on Tuesday, sending it to the House.';

describe('keepDatedLedes', () => {
  it('hides the dates of an opening line that reads as prose from the byline check', () => {
    const html = `<h1>Senate passes the bill</h1><p>${LEDE}</p>`;
    expect(htmlAfter(keepDatedLedes, html)).toBe(
      `<h1>Senate passes the bill</h1><p>${LEDE.replace('May 1', `May${S}1`)}</p>`,
    );
  });

  it('reads the day before the month too, and gives the text back once unguarded', () => {
    const html =
      '<h1>T</h1><p>On 3rd March 2024 the council met, and on 4 March it voted for the plan by a wide margin.</p>';
    const guarded = htmlAfter(keepDatedLedes, html);
    expect(guarded).toContain(`3rd${S}March 2024`);
    expect(guarded).toContain(`4${S}March`);
    expect(unguardDefuddleHtml(guarded)).toBe(html);
  });

  it('hides the dates of a quote, an embedded post or a figure right after the title, which no byline is', () => {
    const post = '<blockquote class="twitter-tweet"><p>Big news</p>— Jane (@jane) May 1, 2024</blockquote>';
    const quote = '<blockquote><p>We will.</p>— the mayor, 2 May 2024</blockquote>';
    const figure = '<figure><img src="a.jpg"><figcaption>The vote, May 3, 2024</figcaption></figure>';
    const guarded = htmlAfter(keepDatedLedes, `<h1>T</h1>${post}${quote}${figure}`);
    expect(guarded).toContain(`May${S}1, 2024`);
    expect(guarded).toContain(`2${S}May 2024`);
    expect(guarded).toContain(`May${S}3, 2024`);
  });

  it('leaves a byline, which is no sentence, for Defuddle to drop', () => {
    const html = '<h1>T</h1><p>By Jane Doe · May 1, 2024 · 5 min read</p>';
    expect(htmlAfter(keepDatedLedes, html)).toBe(html);
  });

  it('leaves blocks past the third after the title, and long ones, which Defuddle does not check', () => {
    const far = `<h1>T</h1><p>a</p><p>b</p><p>c</p><p>${LEDE}</p>`;
    expect(htmlAfter(keepDatedLedes, far)).toBe(far);
    const long = `<h1>T</h1><p>${LEDE} ${'More words here. '.repeat(20)}</p>`;
    expect(htmlAfter(keepDatedLedes, long)).toBe(long);
  });
});
