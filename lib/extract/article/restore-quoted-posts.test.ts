// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { restoreQuotedPosts } from './restore-quoted-posts';
import { testRoot } from './test-root';

const post = '<blockquote class="twitter-tweet"><p>The slogan is a joke nobody checked</p>— Ana (@ana)</blockquote>';

describe('restoreQuotedPosts', () => {
  it('puts a quoted post back after the paragraph it follows in the reference', () => {
    const content = testRoot('<p>People on Twitter pointed it out.</p><p>The state defended the campaign.</p>');
    const reference = testRoot(
      `<p>People on Twitter pointed it out.</p>${post}<p>The state defended the campaign.</p>`,
    );
    expect(restoreQuotedPosts(content, reference)).toBe(1);
    expect(content.innerHTML).toMatch(/pointed it out\.<\/p><blockquote[^>]*><p>The slogan is a joke/);
  });

  it('leaves a post that is already there, and one whose preceding block is not', () => {
    const content = testRoot(`<p>People on Twitter pointed it out.</p>${post}`);
    expect(restoreQuotedPosts(content, testRoot(`<p>People on Twitter pointed it out.</p>${post}`))).toBe(0);
    const other = testRoot('<p>Something else entirely.</p>');
    expect(restoreQuotedPosts(other, testRoot(`<p>A paragraph Defuddle dropped.</p>${post}`))).toBe(0);
    expect(other.querySelector('blockquote')).toBeNull();
  });
});
