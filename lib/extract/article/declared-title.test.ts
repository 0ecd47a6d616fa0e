// @vitest-environment node
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isDeclaredBrand, isDeclaredTitle } from './declared-title';

const page = (head: string) =>
  parseHTML(`<!doctype html><html><head>${head}</head><body></body></html>`).document as unknown as Document;

describe('isDeclaredTitle', () => {
  it('finds a title in OpenGraph, Twitter and Dublin Core tags, whitespace aside', () => {
    expect(isDeclaredTitle('A  story', page('<meta property="og:title" content="A story">'))).toBe(true);
    expect(isDeclaredTitle('A story', page('<meta name="twitter:title" content="A story">'))).toBe(true);
    expect(isDeclaredTitle('A story', page('<meta name="DC.title" content=" A story ">'))).toBe(true);
  });

  it('finds a title in JSON-LD', () => {
    const ld = '<script type="application/ld+json">{"headline":"A story"}</script>';
    expect(isDeclaredTitle('A story', page(ld))).toBe(true);
  });

  it('does not take the tab title or a description for a declaration', () => {
    const head = '<title>A story</title><meta name="description" content="A story">';
    expect(isDeclaredTitle('A story', page(head))).toBe(false);
  });
});

describe('isDeclaredBrand', () => {
  const brandHead = '<title>The Darwin Gödel Machine</title><meta property="og:title" content="Example AI">';

  it("is an og:title that is only the name in the page's address", () => {
    expect(isDeclaredBrand('Example AI', page(brandHead), 'https://example-ai.com/dgm/')).toBe(true);
    expect(isDeclaredBrand('Example AI', page(brandHead), 'https://www.blog.example-ai.com/dgm/')).toBe(true);
  });

  it('is not a title with more words than the name, or on another site', () => {
    const head = '<meta property="og:title" content="Example AI News - Latest Headlines">';
    expect(isDeclaredBrand('Example AI News - Latest Headlines', page(head), 'https://example-ai.com/')).toBe(false);
    expect(isDeclaredBrand('Example AI', page(brandHead), 'https://news.example.org/dgm/')).toBe(false);
  });

  it('is not a tab title that is the name: that page says nothing else about itself', () => {
    expect(isDeclaredBrand('ChatGPT', page('<title>ChatGPT</title>'), 'https://chatgpt.com/share/1')).toBe(false);
  });

  it('is false on an address that is not a URL', () => {
    expect(isDeclaredBrand('Example AI', page(brandHead), 'not a url')).toBe(false);
  });
});
