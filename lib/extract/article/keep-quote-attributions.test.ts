// @vitest-environment node
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { keepQuoteAttributions } from './keep-quote-attributions';

const page = (body: string) =>
  parseHTML(`<!doctype html><html><body>${body}</body></html>`).document as unknown as Document;

describe('keepQuoteAttributions', () => {
  it("makes a quote's footer a paragraph of the quote, and leaves the page's footer to the extractors", () => {
    const doc =
      page(`<blockquote><p>The glacier is a river of ice.</p><footer>— <cite>Louis Agassiz</cite></footer></blockquote>
      <footer>© 2026 Ice Journal</footer>`);
    keepQuoteAttributions(doc);
    expect(doc.querySelector('blockquote')?.innerHTML).toBe(
      '<p>The glacier is a river of ice.</p><p>— <cite>Louis Agassiz</cite></p>',
    );
    expect(doc.querySelectorAll('footer')).toHaveLength(1);
  });

  it('uses a division when the footer holds blocks', () => {
    const doc = page('<blockquote><p>Ice.</p><footer><p>— Agassiz</p></footer></blockquote>');
    keepQuoteAttributions(doc);
    expect(doc.querySelector('blockquote')?.innerHTML).toBe('<p>Ice.</p><div><p>— Agassiz</p></div>');
  });
});
