// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { removeLayoutSideCells } from './remove-layout-side-cells';
import { testRoot } from './test-root';

const story = `<p>${'Rom (kath.net) Freitag der 32. Woche im Jahreskreis, Gedenktag des heiligen Josaphat. '.repeat(8)}</p>`;
const sidebar =
  '<td><a href="/link/14"><img src="/mod/14.png"></a><br><h2>Suche</h2><p>Suchen Sie im kath.net Archiv in über ' +
  '70000 Artikeln:</p><a href="/spenden"><img src="/mod/6.jpg"></a><br><a href="/link/83"><img src="/mod/83.jpg"></a>' +
  '<h2>Top-15</h2><h3>meist-diskutiert</h3><ol><li><a href="/news/76720">Unwort „Fegefeuer“</a></li></ol></td>';

describe('removeLayoutSideCells', () => {
  it("removes the sidebar cell Readability kept beside the article in a layout row (kath.net's story opened with it)", () => {
    const root = testRoot(`<div>${sidebar}<td colspan="4">${story}</td></div>`);
    expect(removeLayoutSideCells(root)).toBe(1);
    expect(root.innerHTML).toBe(`<div><td colspan="4">${story}</td></div>`);
  });

  it('keeps a picture cell beside the text, cells of a real table row, and a side cell with words of its own', () => {
    const picture = `<div><td><a href="/big.jpg"><img src="/small.jpg"></a><br>Josaphat</td><td>${story}</td></div>`;
    const table =
      '<table><tbody><tr><td><a href="/a">A</a> <a href="/b">B</a> <a href="/c">C</a></td><td>' +
      `${story}</td></tr></tbody></table>`;
    const wordy = `<div><td>${story}<a href="/a">A</a><a href="/b">B</a><a href="/c">C</a></td><td>${story}</td></div>`;
    for (const html of [picture, table, wordy]) {
      const root = testRoot(html);
      expect(removeLayoutSideCells(root)).toBe(0);
    }
  });
});
