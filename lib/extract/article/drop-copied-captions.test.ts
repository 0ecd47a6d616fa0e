// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dropCopiedCaptions } from './drop-copied-captions';
import { testRoot } from './test-root';

const picture = '<img src="https://example.com/second.png" alt="">';

describe('dropCopiedCaptions', () => {
  it('takes out a caption that repeats the credit block beside its figure, which stays with its link', () => {
    const credit = '<p>Second image by <a href="https://example.net/i">an illustrator</a>.</p>';
    const root = testRoot(
      `<figure>${picture}<figcaption>Second image by an illustrator.</figcaption></figure>${credit}`,
    );
    dropCopiedCaptions(root);
    expect(root.innerHTML).toBe(`<figure>${picture}</figure>${credit}`);
  });

  it('keeps a caption that says something of its own', () => {
    const html = `<figure>${picture}<figcaption>The lake in winter.</figcaption></figure><p>We walked round the lake.</p>`;
    const root = testRoot(html);
    dropCopiedCaptions(root);
    expect(root.innerHTML).toBe(html);
  });
});
