// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sidenotesAsFootnotes } from './sidenotes-as-footnotes';
import { htmlAfter } from './test-root';

const toggle = (id: string) =>
  `<label for="${id}" class="margin-toggle sidenote-number"></label><input type="checkbox" id="${id}" class="margin-toggle">`;

describe('sidenotesAsFootnotes', () => {
  it("makes Tufte's side and margin notes numbered notes, listed after the text (Defuddle removed them)", () => {
    const html = `<p>Space${toggle('sn-1')}<span class="sidenote">A frame.</span> to rest.</p><p>Notes.${toggle('mn-1')}<span class="marginnote">No number.</span></p>`;
    expect(htmlAfter(sidenotesAsFootnotes, html)).toBe(
      '<p>Space<sup id="fnref:sidenote-1"><a href="#fn:sidenote-1">1</a></sup> to rest.</p>' +
        '<p>Notes.<sup id="fnref:sidenote-2"><a href="#fn:sidenote-2">2</a></sup></p>' +
        '<div class="footnotes"><ol><li id="fn:sidenote-1">A frame.</li><li id="fn:sidenote-2">No number.</li></ol></div>',
    );
  });

  it("makes a margin note in a figure the figure's caption", () => {
    const html = `<figure>${toggle('mn-fig')}<span class="marginnote">An Aldine page.</span><img src="/a.png"></figure>`;
    expect(htmlAfter(sidenotesAsFootnotes, html)).toBe(
      '<figure><img src="/a.png"><figcaption>An Aldine page.</figcaption></figure>',
    );
  });

  it("leaves the sidenotes Defuddle reads itself (Org mode's, after a label.footref)", () => {
    const html =
      '<p>Text.<label class="footref" for="fn.1">1</label><input id="fn.1" class="footref-toggle" type="checkbox"><span class="sidenote">A note.</span></p>';
    expect(htmlAfter(sidenotesAsFootnotes, html)).toBe(html);
  });
});
