// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bookmarkCardsAsLinks } from './bookmark-cards-as-links';
import { htmlAfter } from './test-root';

describe('bookmarkCardsAsLinks', () => {
  it('rewrites a Ghost bookmark card as its linked title and its description (Defuddle removed the card)', () => {
    const card =
      '<figure class="kg-card kg-bookmark-card"><a class="kg-bookmark-container" href="https://example.net/ci">' +
      '<div class="kg-bookmark-content"><div class="kg-bookmark-title">Continuous Integration</div>' +
      '<div class="kg-bookmark-description">Merge every day.</div><div class="kg-bookmark-metadata">' +
      '<img class="kg-bookmark-icon" src="/favicon.ico"><span class="kg-bookmark-publisher">Example</span></div></div>' +
      '<div class="kg-bookmark-thumbnail"><img src="/ci.png"></div></a></figure>';
    expect(htmlAfter(bookmarkCardsAsLinks, card)).toBe(
      '<p><a href="https://example.net/ci">Continuous Integration</a> — Merge every day.</p>',
    );
  });

  it("rewrites a DEV link tag as its linked title (both libraries removed the card, the author's link lost)", () => {
    const card =
      '<div class="ltag__link"><a href="/sam/effects-2k3l" class="ltag__link__link"><div class="ltag__link__pic"><img src="/a.png" alt="sam"></div></a>' +
      '<a href="/sam/effects-2k3l" class="ltag__link__link"><div class="ltag__link__content"><h2>Why your effects run twice</h2>' +
      '<h3>Sam Rivera ・ Feb 2</h3><div class="ltag__link__taglist"><span class="ltag__link__tag">#react</span></div></div></a></div>';
    expect(htmlAfter(bookmarkCardsAsLinks, card)).toBe(
      '<p><a href="/sam/effects-2k3l">Why your effects run twice</a></p>',
    );
  });

  it('leaves a card without a link or a title', () => {
    const html = '<figure class="kg-card kg-bookmark-card"><div class="kg-bookmark-title">Untitled</div></figure>';
    expect(htmlAfter(bookmarkCardsAsLinks, html)).toBe(html);
  });
});
