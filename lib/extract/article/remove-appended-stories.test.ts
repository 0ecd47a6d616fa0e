// @vitest-environment node
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { removeAppendedStories } from './remove-appended-stories';

const paragraphs = (topic: string, count = 8) =>
  Array.from(
    { length: count },
    (_, n) => `<p>Paragraph ${n + 1} about ${topic}: users saw errors, lost their sessions and waited for hours.</p>`,
  ).join('');
const story = (title: string, href: string, link = 'Continue Reading') =>
  `<div class="post-add-story"><div class="post-add-head"><h3>Tech</h3><h1>${title}</h1><p>Published 4 months ago</p></div>` +
  `<div class="post-add-body">${paragraphs(title, 6)}<p><a href="${href}">${link}</a></p></div></div>`;
const page = (body: string, head = '<meta property="og:title" content="Meta Outage Hits Facebook Worldwide">') =>
  parseHTML(`<!doctype html><html><head><title>Meta Outage | Kulu</title>${head}</head><body>${body}</body></html>`)
    .document as unknown as Document;
const headings = (doc: Document) => Array.from(doc.querySelectorAll('h1'), (h) => h.textContent);

const article = `<article><header><h1>Meta Outage Hits Facebook Worldwide</h1></header><div class="content">${paragraphs('the outage')}</div>`;

describe('removeAppendedStories', () => {
  it("removes the next stories infinite scroll appended under the article (kulu-media.com's clip was the next story)", () => {
    const doc = page(
      `${article}<div id="post-add-box">${story('Artemis II Returns', '/artemis-ii/')}` +
        `${story('Artemis II Launches', '/artemis-launch/')}</div></article>`,
    );
    removeAppendedStories(doc);
    expect(headings(doc)).toEqual(['Meta Outage Hits Facebook Worldwide']);
    expect(doc.body.textContent).toContain('Paragraph 4 about the outage');
    expect(doc.querySelector('#post-add-box')).not.toBeNull();
  });

  it('knows the headline by the tab title as well as by the declared title', () => {
    const doc = page(
      `<h1>Meta Outage</h1>${paragraphs('the outage')}${story('Artemis II Returns', '/artemis-ii/', 'Weiterlesen')}`,
      '',
    );
    removeAppendedStories(doc);
    expect(headings(doc)).toEqual(['Meta Outage']);
  });

  it("keeps a blog's front page, whose posts all read on under the blog's name", () => {
    const doc = page(
      `<header><h1>Kulu</h1><nav><a href="/">Home</a></nav></header>${story('First post', '/first/')}${story('Second post', '/second/')}`,
      '<meta property="og:title" content="Kulu">',
    );
    removeAppendedStories(doc);
    expect(headings(doc)).toEqual(['Kulu', 'First post', 'Second post']);
  });

  it('keeps later h1 sections of the article, even with a "Read more" link in them', () => {
    const doc = page(
      `${article}<h1>What happened next</h1>${paragraphs('the fix')}<p><a href="/background/">Read more</a> about it.</p></article>`,
    );
    removeAppendedStories(doc);
    expect(headings(doc)).toEqual(['Meta Outage Hits Facebook Worldwide', 'What happened next']);
  });

  it('keeps stories when the first h1 is not the title (a site logo) or the article is not before them', () => {
    const logo = page(`<h1>Kulu Media</h1>${paragraphs('the outage')}${story('Artemis II Returns', '/artemis-ii/')}`);
    const noArticle = page(
      `<h1>Meta Outage Hits Facebook Worldwide</h1><p>Short.</p>${story('Artemis II Returns', '/artemis-ii/')}`,
    );
    for (const doc of [logo, noArticle]) {
      removeAppendedStories(doc);
      expect(headings(doc)).toHaveLength(2);
    }
  });

  it('keeps a story whose only read-on link stays on this page', () => {
    const doc = page(`${article}${story('Artemis II Returns', '#more')}</article>`);
    removeAppendedStories(doc);
    expect(headings(doc)).toHaveLength(2);
  });
});
