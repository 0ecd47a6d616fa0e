// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { removeHoverCards } from './remove-hover-cards';
import { htmlAfter } from './test-root';

const card =
  '<span class="rollover-people-block"><span><img src="/omar.jpg" width="100"><a href="/people/omar">Ilhan Omar</a>' +
  '<a href="/a">Progressives oppose stopgap measure</a> <a href="/b">Omar asks court for compassion</a> ' +
  '<a href="/people/omar">MORE</a></span></span>';

describe('removeHoverCards', () => {
  it('takes the hidden preview card of a linked name out of the sentence (The Hill ran it into the text)', () => {
    const html = `<p>He threatened to kill Rep. <span class="rollover-people"><a href="/people/omar">Ilhan Omar</a>${card}</span> (D-Minn.), the office said.</p>`;
    expect(htmlAfter(removeHoverCards, html)).toBe(
      '<p>He threatened to kill Rep. <span class="rollover-people"><a href="/people/omar">Ilhan Omar</a></span> (D-Minn.), the office said.</p>',
    );
  });

  it('leaves pictures in sentences, linked pictures, and paragraphs that are only links', () => {
    const inline =
      '<p>The logo <img src="/logo.png"> stands for <a href="/a">the team</a> and <a href="/b">the city</a>.</p>';
    const linked = '<p>See <a href="/big.jpg"><img src="/small.jpg"></a> for the full picture of the lake.</p>';
    const gallery = `<p>${card}</p>`;
    for (const html of [inline, linked, gallery]) expect(htmlAfter(removeHoverCards, html)).toBe(html);
  });
});
