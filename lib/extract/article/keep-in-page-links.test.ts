// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keepInPageLinks } from './keep-in-page-links';
import { htmlAfter } from './test-root';

describe('keepInPageLinks', () => {
  it('takes the class words Defuddle reads as a citation mark off an in-page link that reads as words', () => {
    const html = '<p>Use the <a class="reference internal" href="#table">conversion table</a> below.</p>';
    expect(htmlAfter(keepInPageLinks, html)).toBe(
      '<p>Use the <a class="internal" href="#table">conversion table</a> below.</p>',
    );
    expect(htmlAfter(keepInPageLinks, '<p>See <a class="anchor-link" href="#setup">Setup</a>.</p>')).toBe(
      '<p>See <a href="#setup">Setup</a>.</p>',
    );
  });

  it('leaves note marks, links inside <sup>, links to other pages and links classed otherwise as they are', () => {
    for (const html of [
      '<p>A claim.<a class="footnote-ref" href="#fn1">[1]</a></p>',
      '<p>A claim.<sup><a class="ref" href="#note-a">note a</a></sup></p>',
      '<p>See <a class="reference external" href="https://json.org">JSON</a>.</p>',
      '<p>See <a class="internal" href="#table">the table</a>.</p>',
    ])
      expect(htmlAfter(keepInPageLinks, html)).toBe(html);
  });
});
