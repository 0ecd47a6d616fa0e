// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { removeHeadingButtons } from './remove-heading-buttons';
import { htmlAfter } from './test-root';

describe('removeHeadingButtons', () => {
  it('takes out a heading\'s copy-link button and any other button beside its words (rustdoc\'s "Copy item path")', () => {
    expect(
      htmlAfter(
        removeHeadingButtons,
        '<h2>What helps<button aria-label="Link">🔗</button></h2><h1>Struct <span>Vec</span><button id="copy-path">Copy item path</button></h1>',
      ),
    ).toBe('<h2>What helps</h2><h1>Struct <span>Vec</span></h1>');
  });

  it("leaves a button that is the heading's words: an accordion's question", () => {
    const html = '<h3><button aria-expanded="false">How long does the walk take?</button></h3>';
    expect(htmlAfter(removeHeadingButtons, html)).toBe(html);
  });
});
