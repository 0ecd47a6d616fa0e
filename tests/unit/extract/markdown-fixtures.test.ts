import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlToMarkdown } from '../../../lib/extract';
import { htmlToMarkdown as htmlToMarkdownInNode } from '../../../lib/extract/node';

// Each fixture is one conversion rule: <rule>.html in, <rule>.md (reviewed by hand) out.
const dir = join(import.meta.dirname, 'fixtures');
const baseUrl = 'https://example.com/blog/post.html';
const rules = readdirSync(dir)
  .filter((name) => name.endsWith('.html'))
  .map((name) => name.replace(/\.html$/, ''));

describe('htmlToMarkdown fixtures', () => {
  it.each(rules)('converts %s as expected in the browser DOM', (rule) => {
    const html = readFileSync(join(dir, `${rule}.html`), 'utf8');
    const expected = readFileSync(join(dir, `${rule}.md`), 'utf8').trimEnd();
    expect(htmlToMarkdown(html, { baseUrl })).toBe(expected);
  });

  it.each(rules)('converts %s identically in Node without a DOM (linkedom)', (rule) => {
    const html = readFileSync(join(dir, `${rule}.html`), 'utf8');
    const expected = readFileSync(join(dir, `${rule}.md`), 'utf8').trimEnd();
    expect(htmlToMarkdownInNode(html, { baseUrl })).toBe(expected);
  });
});
