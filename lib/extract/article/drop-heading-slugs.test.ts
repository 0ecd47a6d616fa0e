// @vitest-environment node
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { dropHeadingSlugs } from './drop-heading-slugs';

const page = (body: string) =>
  parseHTML(`<!doctype html><html><body>${body}</body></html>`).document as unknown as Document;

describe('dropHeadingSlugs', () => {
  it("takes off the ids that spell a heading's words, on the heading or inside it (Wikipedia, GitHub)", () => {
    const doc = page(`<h2 id="building-the-footer">Building the footer</h2>
      <h2><span class="mw-headline" id="Related_work">Related work</span></h2>
      <h3><a id="user-content-market-share" class="anchor" href="#market-share"></a>Market share</h3>
      <h2 id="scaleway-arm64-instances-reach-end-of-life-https-www-scaleway-com-en">Scaleway ARM64 instances reach end-of-life</h2>`);
    dropHeadingSlugs(doc);
    expect(doc.querySelectorAll('[id]')).toHaveLength(0);
    expect(doc.querySelector('.mw-headline')?.textContent).toBe('Related work');
  });

  it('keeps ids that say something else than the words, and ids off headings', () => {
    const body = `<h2 id="comments">3 Comments</h2><h2 id="sec-4" class="share">Share this</h2>
      <div id="related-posts"><h3>More reading</h3></div>`;
    const doc = page(body);
    dropHeadingSlugs(doc);
    expect(doc.body.innerHTML).toBe(body);
  });
});
