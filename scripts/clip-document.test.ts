// @vitest-environment node
import { DOMParser, parseHTML } from 'linkedom';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageMarkdown } from '../lib/extract';
import { clipDocument } from './clip-document';

const paragraphs = Array.from(
  { length: 6 },
  (_, i) => `<p>Paragraph ${i} of the guide explains how to prune an apple tree in late winter, branch by branch.</p>`,
).join('');
const html = `<!doctype html><html><head><title>Pruning apple trees</title></head><body>
  <nav><a href="/">Home</a></nav><article><h1>Pruning apple trees</h1>${paragraphs}
  <ul id="tools"><li>Secateurs</li><li>Loppers</li></ul></article></body></html>`;
const url = 'https://garden.example.org/pruning';

beforeAll(() => {
  (globalThis as { DOMParser?: unknown }).DOMParser ??= DOMParser;
});

describe('clipDocument', () => {
  it("prints the page's Markdown exactly as pageMarkdown makes it", () => {
    const doc = parseHTML(html).document as unknown as Document;
    expect(clipDocument(doc, { url }).markdown).toBe(pageMarkdown(doc, { url }).markdown);
  });

  it('clips only the element a selector names, under the page title', () => {
    const doc = parseHTML(html).document as unknown as Document;
    const { markdown } = clipDocument(doc, { url, selector: '#tools' });
    expect(markdown.startsWith('# Pruning apple trees\n\n')).toBe(true);
    expect(markdown).toContain('Secateurs');
    expect(markdown).not.toContain('Paragraph 0');
  });

  it('numbers an item cut from a numbered list as the extension does (it printed "3." for the fourth of a list from 3)', () => {
    const page =
      '<html><head><title>Steps</title></head><body><ol start="3"><li>Prune</li><li id="feed">Feed</li></ol>';
    const doc = parseHTML(page).document as unknown as Document;
    expect(clipDocument(doc, { url, selector: '#feed' }).markdown).toBe('# Steps\n\n4. Feed\n');
  });

  it('says so when the selector matches nothing', () => {
    const doc = parseHTML(html).document as unknown as Document;
    expect(() => clipDocument(doc, { url, selector: '#missing' })).toThrow(/Nothing on the page matches/);
  });
});
