// @vitest-environment node
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { splitPictureGroups } from './split-picture-groups';

const page = (body: string) =>
  parseHTML(`<!doctype html><html><body>${body}</body></html>`).document as unknown as Document;

describe('splitPictureGroups', () => {
  it("opens a WordPress gallery into its figures, then the gallery's caption as a figure of its own", () => {
    const doc =
      page(`<figure class="wp-block-gallery"><figure class="wp-block-image"><img src="a.jpg" alt="Before"></figure>
      <figure class="wp-block-image"><img src="b.jpg" alt="After"><figcaption>After the fall</figcaption></figure>
      <figcaption class="blocks-gallery-caption">Before and after the fall.</figcaption></figure>`);
    splitPictureGroups(doc);
    expect(doc.body.innerHTML.replace(/>\s+</g, '><')).toBe(
      '<div><figure class="wp-block-image"><img src="a.jpg" alt="Before"></figure><figure class="wp-block-image">' +
        '<img src="b.jpg" alt="After"><figcaption>After the fall</figcaption></figure>' +
        '<figure><figcaption class="blocks-gallery-caption">Before and after the fall.</figcaption></figure></div>',
    );
  });

  it('opens a figure of two pictures and one caption', () => {
    const doc = page('<figure><img src="a.jpg"><img src="b.jpg"><figcaption>A pair.</figcaption></figure>');
    splitPictureGroups(doc);
    expect(doc.body.innerHTML).toBe(
      '<div><img src="a.jpg"><img src="b.jpg"><figure><figcaption>A pair.</figcaption></figure></div>',
    );
  });

  it('leaves a figure of one picture, counting neither a lazy picture’s <noscript> fallback nor its caption', () => {
    const body =
      '<figure><img data-src="a.jpg"><noscript><img src="a.jpg"></noscript><figcaption>One.</figcaption></figure>';
    const doc = page(body);
    splitPictureGroups(doc);
    expect(doc.body.innerHTML).toBe(body);
  });
});
