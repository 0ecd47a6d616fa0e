// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { removeTagLists } from './remove-tag-lists';
import { testRoot } from './test-root';

describe('removeTagLists', () => {
  it('removes a post\'s tag list, every item a link to a tag page (telemedicus.info kept "Handbuch", "Rezension")', () => {
    const root = testRoot(
      '<p>The review.</p><ul><li><a href="https://www.telemedicus.info/tag/Handbuch">Handbuch</a></li>' +
        '<li><a href="/tag/Rezension">Rezension</a>, </li></ul>',
    );
    expect(removeTagLists(root)).toBe(1);
    expect(root.innerHTML).toBe('<p>The review.</p>');
  });

  it('removes category and topic lists too, in German and Spanish as well', () => {
    for (const path of [
      '/category/news/',
      '/topics/climate',
      '/schlagwort/bahn',
      '/kategorie/blog/',
      '/etiquetas/kenia',
    ]) {
      const root = testRoot(`<ol><li><a href="${path}">Term</a></li></ol>`);
      expect(removeTagLists(root)).toBe(1);
    }
  });

  it('keeps a list whose items say more than their link, or link elsewhere', () => {
    for (const html of [
      '<ul><li><a href="/tag/rust">Rust</a> is the language we chose for the parser.</li></ul>',
      '<ul><li><a href="/tag/rust">Rust</a></li><li><a href="/docs/install">Install</a></li></ul>',
      '<ul><li><a href="/topics">All topics</a></li></ul>',
      '<ul><li><a href="https://example.com/tagged?tag=rust">Rust</a></li></ul>',
    ]) {
      expect(removeTagLists(testRoot(html))).toBe(0);
    }
  });
});
