// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nestGoogleDocsLists } from './google-docs-lists';
import { htmlAfter } from './test-root';

describe('nestGoogleDocsLists', () => {
  it("nests Google Docs' flat lists by the level in their class, and joins a list that goes on after its sub-list", () => {
    const flat =
      '<ul class="lst-kix_a1-0 start"><li>Shoes</li><li>Lunch</li></ul><ul class="lst-kix_a1-1 start"><li>No glass</li></ul>' +
      '<ul class="lst-kix_a1-2 start"><li>Apples</li></ul><ul class="lst-kix_a1-0"><li>Coat</li></ul>';
    expect(htmlAfter(nestGoogleDocsLists, flat)).toBe(
      '<ul class="lst-kix_a1-0 start"><li>Shoes</li><li>Lunch<ul class="lst-kix_a1-1 start"><li>No glass<ul class="lst-kix_a1-2 start"><li>Apples</li></ul></li></ul></li><li>Coat</li></ul>',
    );
  });

  it('keeps lists apart that a paragraph separates, or that are different lists', () => {
    const html =
      '<ol class="lst-kix_a1-0 start"><li>One</li></ol><p>Then:</p><ol class="lst-kix_a1-0"><li>Two</li></ol>' +
      '<ul class="lst-kix_b2-0 start"><li>Other</li></ul>';
    expect(htmlAfter(nestGoogleDocsLists, html)).toBe(html);
  });
});
