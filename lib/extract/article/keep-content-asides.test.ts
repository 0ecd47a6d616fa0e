// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keepContentAsides } from './keep-content-asides';
import { htmlAfter } from './test-root';

const p = (n: number) =>
  `<p>Paragraph ${n}: the council debated the harbour tram's route, cost and timetable for years before it voted.</p>`;
const takeaways =
  '<aside class="key-takeaways"><h2>Key takeaways</h2><ul><li>The tram line will reach the harbour by 2029.</li>' +
  '<li>It will cost €420 million, a third more than planned.</li><li>Construction starts next spring.</li></ul></aside>';

describe('keepContentAsides', () => {
  it('turns a box of prose among the paragraphs into a block (a news story lost its "Key takeaways")', () => {
    const html = htmlAfter(keepContentAsides, `${p(1)}${takeaways}${p(2)}`);
    expect(html).toContain('<div class="key-takeaways"><h2>Key takeaways</h2><ul>');
    expect(html).not.toContain('<aside');
  });

  it('leaves a pull quote that repeats the text around it', () => {
    const quote = `<aside><p>${'the council debated the harbour tram route cost and timetable for years'}</p></aside>`;
    expect(htmlAfter(keepContentAsides, `${p(1)}${quote}${p(2)}`)).toContain('<aside>');
  });

  it('leaves pull quotes by name, boxes the page hides, and boxes of links', () => {
    const reworded = takeaways.replace('key-takeaways', 'pullquote');
    const hidden = takeaways.replace('class="key-takeaways"', 'style="display:none"');
    const links =
      '<aside><h2>Related</h2><ul><li><a href="/a">Bus drivers vote to strike over their pay this week</a></li>' +
      '<li><a href="/b">A new bridge opens to cyclists and walkers on the river</a></li></ul></aside>';
    for (const box of [reworded, hidden, links]) {
      expect(htmlAfter(keepContentAsides, `${p(1)}${box}${p(2)}`)).toContain('<aside');
    }
  });

  it("leaves a page's sidebar, which does not sit among the article's paragraphs", () => {
    const html = `<main>${p(1)}${p(2)}</main>${takeaways}`;
    expect(htmlAfter(keepContentAsides, html)).toBe(html);
  });

  it('turns an aside that holds the article body into a block (rnz.de\'s story was in <aside class="nfy-pa">: every library clipped the footer)', () => {
    const html = htmlAfter(
      keepContentAsides,
      `<aside class="nfy-pa"><section><h1>Frank Witzel erhält Deutschen Buchpreis 2015</h1>` +
        `<div itemprop="articleBody">${p(1)}${p(2)}</div><aside class="share"><a href="/t">Tweet</a></aside></section></aside>`,
    );
    expect(html).toMatch(/^<div class="nfy-pa"><section><h1>/);
    expect(html).toContain('<aside class="share">');
  });
});
