// @vitest-environment node
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { restoreHeadingMarkup } from './restore-heading-markup';
import { testRoot } from './test-root';

const page = (body: string) =>
  parseHTML(`<!doctype html><html><body>${body}</body></html>`).document as unknown as Document;

describe('restoreHeadingMarkup', () => {
  it("puts back the link of an item's title that Defuddle flattened to its text", () => {
    const root = testRoot('<h3>Release for both platforms</h3><p>Text.</p>');
    const source = page(
      '<div class="item"><h3 class="t"><a href="https://x.example/1">Release for both platforms</a></h3></div>',
    );
    expect(restoreHeadingMarkup(root, source)).toBe(1);
    expect(root.innerHTML).toBe('<h3><a href="https://x.example/1">Release for both platforms</a></h3><p>Text.</p>');
  });

  it("puts back a docs heading's code and emphasis, without its permalink, icon or copy button", () => {
    const root = testRoot('<h2 id="fetch">The fetch() API, briefly</h2>');
    const source = page(
      '<h2 id="fetch">The <code>fetch()</code> API, <em>briefly</em><svg><path d=""/></svg><button>Copy</button><a class="anchor" href="#fetch">¶</a><a href="/find/?name=fetch">🔗</a></h2>',
    );
    restoreHeadingMarkup(root, source);
    expect(root.innerHTML).toBe('<h2 id="fetch">The <code>fetch()</code> API, <em>briefly</em></h2>');
  });

  it('puts back the ruby readings Defuddle ran into the words of a heading (NHK easy-Japanese news)', () => {
    const root = testRoot('<h2>子こどもへの体罰たいばつ</h2>');
    const source = page('<h1>\n  <ruby>子<rt>こ</rt></ruby>どもへの<ruby>体罰<rt>たいばつ</rt></ruby>\n</h1>');
    restoreHeadingMarkup(root, source);
    expect(root.innerHTML).toBe('<h2>\n  <ruby>子<rt>こ</rt></ruby>どもへの<ruby>体罰<rt>たいばつ</rt></ruby>\n</h2>');
  });

  it('leaves a heading whose words differ from the page heading, or that two page headings give different markup', () => {
    const root = testRoot('<h2>Results</h2><h2>Install</h2>');
    const source = page(
      '<h2><a href="/r">Results</a> <span class="sr-only">(opens a new tab)</span></h2>' +
        '<h2><a href="/a">Install</a></h2><h2><a href="/b">Install</a></h2>',
    );
    expect(restoreHeadingMarkup(root, source)).toBe(0);
    expect(root.innerHTML).toBe('<h2>Results</h2><h2>Install</h2>');
  });

  it('keeps the markup a heading already has, and gives the same markup to every heading of those words', () => {
    const root = testRoot('<h2><em>Kept</em> as is</h2><h3>Notes</h3><h3>Notes</h3>');
    const source = page('<h2>Kept <a href="/k">as is</a></h2><h3><em>Notes</em></h3>');
    expect(restoreHeadingMarkup(root, source)).toBe(2);
    expect(root.innerHTML).toBe('<h2><em>Kept</em> as is</h2><h3><em>Notes</em></h3><h3><em>Notes</em></h3>');
  });

  it('does not change the page it reads', () => {
    const source = page('<h2>The <code>x</code> flag<a href="#f">#</a></h2>');
    const before = source.body.innerHTML;
    restoreHeadingMarkup(testRoot('<h2>The x flag</h2>'), source);
    expect(source.body.innerHTML).toBe(before);
  });
});
