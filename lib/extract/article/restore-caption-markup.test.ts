// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { restoreCaptionMarkup } from './restore-caption-markup';
import { testRoot } from './test-root';

const picture = '<img src="https://example.com/glacier.png" alt="Glacier">';

describe('restoreCaptionMarkup', () => {
  it("puts back a caption's links and emphasis that Defuddle flattened, from Readability's copy", () => {
    const root = testRoot(`<figure>${picture}<figcaption>The glacier in 1990. Photo: Ana Lima</figcaption></figure>`);
    const reference = testRoot(
      `<figure>${picture}<figcaption>The glacier in <em>1990</em>. Photo: <a href="https://example.net/ana">Ana Lima</a></figcaption></figure>`,
    );
    expect(restoreCaptionMarkup(root, reference)).toBe(1);
    expect(root.querySelector('figcaption')?.innerHTML).toBe(
      'The glacier in <em>1990</em>. Photo: <a href="https://example.net/ana">Ana Lima</a>',
    );
  });

  it("puts back the link of a credit line Defuddle made the caption from (the photographer's link was lost)", () => {
    const root = testRoot(`<figure>${picture}<figcaption>Image by a photographer.</figcaption></figure>`);
    const reference = testRoot(
      `<div><span>${picture}</span><div class="image-credit"><p>Image by <a href="https://example.net/p">a photographer</a>.</p></div></div>`,
    );
    expect(restoreCaptionMarkup(root, reference)).toBe(1);
    expect(root.querySelector('figcaption')?.innerHTML).toBe(
      'Image by <a href="https://example.net/p">a photographer</a>.',
    );
  });

  it("points a note reference in the caption at Defuddle's note of that number", () => {
    const root = testRoot(
      `<figure>${picture}<figcaption>Ice, measured. 1</figcaption></figure><ol><li id="fn:1">A source.</li></ol>`,
    );
    const reference = testRoot(
      `<figure>${picture}<figcaption>Ice, measured.<sup><a href="#cite_note-1">[1]</a></sup></figcaption></figure>`,
    );
    restoreCaptionMarkup(root, reference);
    expect(root.querySelector('figcaption sup a')?.getAttribute('href')).toBe('#fn:1');
  });

  it('leaves captions whose words differ, and captions Defuddle kept with their markup', () => {
    const kept = `<figure>${picture}<figcaption>By <a href="https://example.net/a">A</a></figcaption></figure>`;
    const root = testRoot(`${kept}<figure>${picture}<figcaption>Another caption</figcaption></figure>`);
    const reference = testRoot(
      `<figure>${picture}<figcaption>By <a href="https://example.net/b">A</a></figcaption></figure>
       <figure>${picture}<figcaption>A different <em>caption</em></figcaption></figure>`,
    );
    const before = root.innerHTML;
    expect(restoreCaptionMarkup(root, reference)).toBe(0);
    expect(root.innerHTML).toBe(before);
  });

  it('takes no markup from a block that holds the picture too (Substack: the picture showed twice, once in the caption)', () => {
    const root = testRoot(`<figure>${picture}<figcaption>My desk on a Tuesday.</figcaption></figure>`);
    const reference = testRoot(
      `<div class="captioned-image-container"><figure><a href="https://example.com/big.png">${picture}</a>` +
        '<figcaption>My desk on a Tuesday.</figcaption></figure></div>',
    );
    expect(restoreCaptionMarkup(root, reference)).toBe(0);
    expect(root.querySelectorAll('img')).toHaveLength(1);
  });
});
