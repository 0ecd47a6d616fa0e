// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { htmlDocument } from '../test-pages';
import { withProductPicture } from './product-picture';
import type { Article } from './types';

const url = 'https://northloom.example/products/tote';
/** The clip's content after `withProductPicture`, for a page with `head` and a clip holding `content`. */
function clipped(head: string, content: string): string {
  const doc = htmlDocument(`<!doctype html><html><head>${head}</head><body><main>${content}</main></body></html>`);
  const root = doc.createElement('div');
  root.innerHTML = content;
  const article = {
    title: 'Waxed Canvas Tote',
    method: 'defuddle',
    contentHtml: content,
    contentRoot: root,
  } as Article;
  // linkedom writes attributes in an order of its own: read them back in a fixed one.
  const result = withProductPicture(article, doc, url).contentRoot as HTMLElement;
  for (const img of Array.from(result.querySelectorAll('img')))
    img.replaceWith(doc.createTextNode(`[img ${img.getAttribute('src')} ${img.getAttribute('alt') ?? ''}]`));
  return result.innerHTML;
}

describe('withProductPicture', () => {
  it('puts the picture a product page declares first when the clip has none (the bag came without a bag)', () => {
    expect(
      clipped(
        '<meta property="og:type" content="product"><meta property="og:image" content="/cdn/tote.jpg">',
        '<p>$68</p>',
      ),
    ).toBe('[img https://northloom.example/cdn/tote.jpg Waxed Canvas Tote]<p>$68</p>');
    const jsonLd =
      '<script type="application/ld+json">{"@type":"Product","name":"Tote"}</script><meta property="og:image" content="/t.jpg">';
    expect(clipped(jsonLd, '<p>$68</p>')).toBe('[img https://northloom.example/t.jpg Waxed Canvas Tote]<p>$68</p>');
  });

  it('leaves articles that name products in their data, and clips that have a picture', () => {
    const article =
      '<meta property="og:type" content="article"><meta property="og:image" content="/t.jpg"><script type="application/ld+json">{"@type":"Product"}</script>';
    expect(clipped(article, '<p>Review</p>')).toBe('<p>Review</p>');
    const review =
      '<script type="application/ld+json">[{"@type":"NewsArticle"},{"@type":"Product"}]</script><meta property="og:image" content="/t.jpg">';
    expect(clipped(review, '<p>Review</p>')).toBe('<p>Review</p>');
    const product = '<meta property="og:type" content="product"><meta property="og:image" content="/t.jpg">';
    expect(clipped(product, '<img src="/a.jpg"><p>$68</p>')).toBe('[img /a.jpg ]<p>$68</p>');
  });
});
