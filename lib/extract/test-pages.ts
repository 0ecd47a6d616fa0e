// Test helpers for the pageMarkdown specs: pages built around a shape, read by both extraction paths.
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { pageMarkdown } from './page-markdown';

/** A page of `html`, parsed with linkedom as the CLI and the benchmark's Node runs do. */
export function htmlDocument(html: string): Document {
  return parseHTML(html).document as unknown as Document;
}

/** `n` paragraphs of article prose, to make a page short (both libraries run) or long (Readability alone). */
export const prose = (n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      `<p>Step ${i + 1}: Glacier keeps every job in the database until a worker has finished it, so nothing is lost when a worker stops.</p>`,
  ).join('\n');

/**
 * Declares `specs` on a page's Markdown by both extraction paths: `short` paragraphs of prose keep the page short
 * (both libraries run), `long` make it a long article (Readability alone).
 */
export function onBothPaths(
  name: string,
  page: (paragraphs: number) => Document,
  url: string,
  [short, long]: [number, number],
  specs: (markdown: string) => void,
): void {
  describe.each([
    [`a short ${name} (both libraries)`, short, /defuddle/],
    [`a long ${name} (Readability alone)`, long, /^readability$/],
  ])('pageMarkdown on %s', (_name, paragraphs, method) => {
    const { markdown, article } = pageMarkdown(page(paragraphs), { url });

    it('is read by the extraction path it is meant to test', () => {
      expect(article.method).toMatch(method);
    });

    specs(markdown);
  });
}
