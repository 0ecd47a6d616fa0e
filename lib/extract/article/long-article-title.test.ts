// @vitest-environment node
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { longArticleTitle } from './long-article-title';

const URL = 'https://news.example.org/2026/a-story';
const page = (head: string) =>
  parseHTML(`<!doctype html><html><head>${head}</head><body></body></html>`).document as unknown as Document;

describe('longArticleTitle', () => {
  it('keeps a declared title as the publisher wrote it, site name and all', () => {
    const head = '<title>How to Build a Terrarium (with Pictures) | eHow</title>'.concat(
      '<meta property="og:title" content="How to Build a Terrarium | eHow">',
    );
    expect(longArticleTitle('How to Build a Terrarium | eHow', page(head), URL)).toBe(
      'How to Build a Terrarium | eHow',
    );
  });

  it('takes the site name off a tab title Readability kept whole', () => {
    const head = '<title>Cover vs Contain Modes - Sanity Image</title>';
    expect(longArticleTitle('Cover vs Contain Modes - Sanity Image', page(head), URL)).toBe('Cover vs Contain Modes');
  });

  it("puts back the title's own last part that Readability cut at a dash", () => {
    const title = 'Lessons from Building API Integrations - Example Dev Blog';
    expect(longArticleTitle('Lessons from Building API Integrations', page(`<title>${title}</title>`), URL)).toBe(
      title,
    );
  });

  it('keeps the cut of a long trail of sections, which no site name is', () => {
    const tab = 'A Chapter - Fan Work | Boku no Hero Academia | My Hero Academia [Archive of Our Own]';
    const cut = 'A Chapter - Fan Work | Boku no Hero Academia';
    expect(longArticleTitle(cut, page(`<title>${tab}</title>`), URL)).toBe(cut);
  });

  it('keeps a later part of the tab title that Readability chose', () => {
    const head = '<title>draft-dejong-remotestorage-04 - remoteStorage</title>';
    expect(longArticleTitle('remoteStorage', page(head), URL)).toBe('remoteStorage');
  });

  it("passes over a declared title that is only the site's brand", () => {
    const head = '<title>The Darwin Gödel Machine | Example AI</title><meta property="og:title" content="Example AI">';
    expect(longArticleTitle('Example AI', page(head), 'https://example-ai.com/dgm/')).toBe('The Darwin Gödel Machine');
  });

  it('falls back to the tab title when Readability found none', () => {
    expect(longArticleTitle('', page('<title>Harbour Tides Explained for Visitors | Example News</title>'), URL)).toBe(
      'Harbour Tides Explained for Visitors',
    );
  });
});
