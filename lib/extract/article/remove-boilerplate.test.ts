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

  it('removes HubSpot\'s call-to-action embeds ("hs-cta-wrapper": caktusgroup.com\'s clip ended on a "New Call-to-action" banner)', () => {
    const doc = page(`<div class="post-body"><p>The article.</p><span class="hs-cta-wrapper"><span class="hs-cta-node">
      <a href="https://cta-redirect.hubspot.com/cta/redirect/1/2"><img alt="New Call-to-action" src="https://no-cache.hubspot.com/cta/default/1/2.png"></a>
      </span></span></div>`);
    expect(removeBoilerplate(doc)).toBe(1);
    expect(doc.querySelector('img')).toBeNull();
  });

  it('keeps a link named as furniture inside a sentence (zugreiseblog.de lost "gratis Newsletter" from "hol dir jetzt meinen gratis Newsletter!")', () => {
    const doc = page(
      '<p>Dann hol dir jetzt meinen <a href="#" class="popmake-newsletter-popup">gratis Newsletter</a>!</p>' +
        '<p><a class="newsletter-link" href="/newsletter">Newsletter</a></p>',
    );
    expect(removeBoilerplate(doc)).toBe(1);
    expect(doc.body.textContent).toContain('meinen gratis Newsletter!');
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

  it('removes a table of contents, whose links only lead back into the page', () => {
    const doc = page(`<table id="toc" class="toc"><tr><td><h2>Contents</h2><ul>
      <li><a href="#Introduction">1 Introduction</a></li><li><a href="#Background">2 Background</a></li></ul></td></tr>
      </table><div class="text"><h2 id="Introduction">Introduction</h2><p>The article.</p></div>`);
    expect(removeBoilerplate(doc)).toBe(1);
    expect(doc.body.textContent).not.toContain('1 Introduction');
    expect(doc.body.textContent).toContain('The article.');
  });

  it("removes breadcrumb trails, which opened journal.3960.org's and piratenpartei.at's clips", () => {
    const doc = page(`<main><ol class="breadcrumb" itemscope itemtype="http://schema.org/BreadcrumbList">
      <li><a href="/">Startseite</a></li><li><a href="/category/programmierung/">Programmierung</a></li>
      <li><a href="/posts/firefox/">Firefox – Weniger Werbung</a></li></ol><nav id="breadcrumb"><a href="/">Start</a> »
      <a href="/category/blog/">Blogposts</a> » Volksbegehren</nav><p>Von seinem Vorgänger unterscheidet sich Firefox.</p></main>`);
    expect(removeBoilerplate(doc)).toBe(2);
    expect(doc.body.textContent?.trim()).toBe('Von seinem Vorgänger unterscheidet sich Firefox.');
  });

  it('keeps a wrapper whose name states a layout ("has-toc", "with-share") rather than a kind of block', () => {
    const doc = page('<div class="has-toc"><p>The article.</p></div><div class="with-share"><p>More of it.</p></div>');
    expect(removeBoilerplate(doc)).toBe(0);
  });

  it('keeps a block that holds nearly all of the page, whatever its name', () => {
    const doc = page(`<div class="promo"><p>${'The whole story, told at length. '.repeat(20)}</p></div><p>Footer.</p>`);
    expect(removeBoilerplate(doc)).toBe(0);
  });

  const longParagraph = (topic: string) =>
    `<p>${topic} ${'is told at length here, with the facts, the quotes and the context a reader came for. '.repeat(3)}</p>`;

  // Menus and link lists: words enough that no block holds 80 % of the page's text, and no paragraph of prose.
  const menus = `<ul>${'<li><a href="/a">Most read: a story with a long headline of its own</a></li>'.repeat(40)}</ul>`;

  it('keeps a share bar\'s wrapper that also holds most of the page\'s prose ("share-zone"), however long the menus', () => {
    const doc =
      page(`<article><h1>Prendre la parole</h1><div class="share-zone"><div class="share-bar"><a href="#">Share</a></div>
      <div class="text-zone">${longParagraph('The debate')}${longParagraph('The book')}${longParagraph('The review')}</div></div></article>
      <aside>${menus}</aside>`);
    expect(removeBoilerplate(doc)).toBe(1);
    expect(doc.body.textContent).toContain('The review is told at length');
    expect(doc.body.textContent).not.toContain('Share');
  });

  it('removes a share bar that holds fewer than three paragraphs of prose, even when they are most of the page', () => {
    const doc = page(
      `<div class="share-zone">${longParagraph('The pitch')}${longParagraph('The offer')}</div>${menus}`,
    );
    expect(removeBoilerplate(doc)).toBe(1);
  });

  it("removes a legal disclaimer however much of the page's prose it holds", () => {
    const doc = page(`<div class="post"><p>The article.</p></div>
      <div class="legal-disclaimer">${longParagraph('Advice')}${longParagraph('Risk')}${longParagraph('Terms')}</div>${menus}`);
    expect(removeBoilerplate(doc)).toBe(1);
    expect(doc.body.textContent).not.toContain('Risk');
  });
});
