// @vitest-environment node
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { removeBoilerplate } from './remove-boilerplate';

const page = (body: string) =>
  parseHTML(`<!doctype html><html><body>${body}</body></html>`).document as unknown as Document;

describe('removeBoilerplate', () => {
  it('removes legal fine print, newsletter boxes and share bars named by their class', () => {
    const doc = page(`<div class="content"><p>The article.</p></div>
      <div class="legal-disclaimer"><p>Views expressed are not investment advice.</p></div>
      <div id="subscription" class="subscription-panel"><p>Subscribe to our newsletters.</p></div>
      <div class="share-panel"><a href="#">Twitter</a></div>`);
    expect(removeBoilerplate(doc)).toBe(3);
    expect(doc.body.textContent).toContain('The article.');
    expect(doc.body.textContent).not.toMatch(/investment advice|Subscribe|Twitter/);
  });

  it('keeps a section whose name is a slug of its heading ("sharing-with-a-single-developer")', () => {
    const doc = page('<div class="section sharing-with-a-single-developer"><p>How to share.</p></div>');
    expect(removeBoilerplate(doc)).toBe(0);
    expect(doc.body.textContent).toContain('How to share.');
  });

  it('keeps a block that holds the article itself, whatever its class says', () => {
    const doc = page('<div class="social-layout"><article><h1>Title</h1><p>Body.</p></article></div>');
    expect(removeBoilerplate(doc)).toBe(0);
    expect(doc.body.textContent).toContain('Body.');
  });

  it('does not match words that only contain a furniture word ("shareholders", "unrelated")', () => {
    const doc = page('<p class="shareholders">Votes.</p><p class="unrelated-note">Note.</p>');
    expect(removeBoilerplate(doc)).toBe(0);
  });
});
