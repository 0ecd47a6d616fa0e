// @vitest-environment node
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { freeEmbeddedPosts } from './free-embedded-posts';

const tweet =
  '<blockquote class="twitter-tweet"><p>Yes this is real and the state spent half a million on it</p>— Ana (@ana) <a href="https://twitter.com/ana/status/1">November 18, 2019</a></blockquote>';

function page(body: string): Document {
  return parseHTML(`<!doctype html><html><body>${body}</body></html>`).document as unknown as Document;
}

describe('freeEmbeddedPosts', () => {
  it('takes a quoted post out of the wrappers that hold only it and its widget script', () => {
    const doc = page(
      `<article><p>Before.</p><div class="social-media-embed"><div class="embed">${tweet}<script src="https://platform.twitter.com/widgets.js"></script></div></div><p>After.</p></article>`,
    );
    expect(freeEmbeddedPosts(doc)).toBe(1);
    expect(doc.querySelector('.social-media-embed')).toBeNull();
    expect(doc.querySelector('article > blockquote.twitter-tweet')?.textContent).toContain('Yes this is real');
  });

  it('leaves a wrapper that holds more than the post, and a post already in the article', () => {
    const doc = page(
      `<article><div class="social-box"><p>Share this story</p>${tweet}</div><blockquote class="instagram-media"><p>A photo</p></blockquote></article>`,
    );
    expect(freeEmbeddedPosts(doc)).toBe(0);
    expect(doc.querySelector('.social-box blockquote')).not.toBeNull();
  });
});
