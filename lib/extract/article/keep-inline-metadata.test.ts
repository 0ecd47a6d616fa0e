// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keepInlineMetadata } from './keep-inline-metadata';
import { htmlAfter } from './test-root';

describe('keepInlineMetadata', () => {
  it('takes the date and author names off elements inside a line that says more than they do', () => {
    expect(
      htmlAfter(
        keepInlineMetadata,
        '<li><span class="date big">March 2, 2023</span> — First public release, with one worker.</li>' +
          '<p>As <span class="post-author" data-date="x">Jane Doe</span> wrote in her book, queues need care.</p>',
      ),
    ).toBe(
      '<li><span class="big">March 2, 2023</span> — First public release, with one worker.</li>' +
        '<p>As <span>Jane Doe</span> wrote in her book, queues need care.</p>',
    );
  });

  it('leaves a byline, which says little besides its date and author, for Defuddle to drop', () => {
    const html = '<p>By <span class="author">Jane Doe</span> on <span class="date">May 1, 2024</span></p>';
    expect(htmlAfter(keepInlineMetadata, html)).toBe(html);
  });

  it('leaves elements that are a line of their own, and code', () => {
    const html =
      '<div class="date">May 1, 2024</div><p class="meta">Filed under news and more news here</p><pre><span class="author">x</span> a b c d e</pre>';
    expect(htmlAfter(keepInlineMetadata, html)).toBe(html);
  });
});
