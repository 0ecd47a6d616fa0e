// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { removeTeasers } from './remove-teasers';
import { testRoot } from './test-root';

const root = testRoot;

const article = Array.from(
  { length: 16 },
  (_, i) =>
    `<p>Paragraph ${i} of the review explains how the streaming service performed on a slow home connection.</p>`,
).join('');
const teasers = Array.from(
  { length: 5 },
  (_, i) =>
    `<article><a href="https://other.example.org/story-${i}"><img src="/t${i}.jpg" alt="Other story ${i}"></a>` +
    `<p><a href="https://other.example.org/story-${i}">Other story ${i}</a>: teaser blurb ${i} about something else.</p></article>`,
).join('');

describe('removeTeasers', () => {
  it('drops a feed of picture teasers for other stories that follows the article', () => {
    const content = root(`${article}<section>${teasers}</section>`);
    removeTeasers(content);
    expect(content.textContent).toContain('Paragraph 15 of the review');
    expect(content.textContent).not.toContain('teaser blurb');
  });

  it('keeps the teasers when they are the page itself, as on a listing', () => {
    const content = root(`<p>Latest stories</p><section>${teasers}</section>`);
    removeTeasers(content);
    expect(content.textContent).toContain('teaser blurb 4');
  });

  it('keeps a photo series whose pictures link to their full size and whose captions link nowhere (pixnet lost its photos and captions)', () => {
    const photos = Array.from(
      { length: 4 },
      (_, i) =>
        `<p><a href="https://photos.example.org/album/${i}"><img src="/p${i}.jpg" alt="Photo ${i}"></a></p>` +
        `<p>Caption ${i}: the maples by the campsite.</p>`,
    ).join('');
    const content = root(`${article}${photos}`);
    expect(removeTeasers(content)).toBe(0);
    expect(content.querySelectorAll('img')).toHaveLength(4);
    expect(content.textContent).toContain('Caption 3');
  });

  it('keeps two linked pictures inside an article, which are illustrations rather than a feed', () => {
    const figures =
      '<div><a href="https://cdn.example.org/a.jpg"><img src="/a.jpg"></a></div>' +
      '<div><a href="https://cdn.example.org/b.jpg"><img src="/b.jpg"></a></div>';
    const content = root(`${article}${figures}`);
    removeTeasers(content);
    expect(content.querySelectorAll('img')).toHaveLength(2);
  });

  const storyCard =
    '<figure><a href="https://news.example.org/rail-timetable"><img src="/rail.jpg" alt="Rail">' +
    '<figcaption><p>New rail plan</p><h3>Express trains every half hour</h3>' +
    '<p>The operator wants half-hourly long-distance trains from 2021. <span>By A. Reporter</span></p></figcaption></a></figure>';

  it('drops a lone story card, a link elsewhere around a picture and a headline (sueddeutsche.de kept "### ICE im S-Bahn-Takt" in a link)', () => {
    const content = root(`${article}${storyCard}<p>The review ends here.</p>`);
    expect(removeTeasers(content)).toBe(1);
    expect(content.querySelector('figure')).toBeNull();
    expect(content.textContent).toContain('The review ends here.');
  });

  it('keeps a lone story card on a page that is little more than the card', () => {
    const content = root(`<p>One line of text.</p>${storyCard}`);
    expect(removeTeasers(content)).toBe(0);
  });

  it("keeps an article's own headings that hold a link, and a linked picture without a headline", () => {
    const html =
      '<h3><a href="https://news.example.org/plan"><img src="/p.jpg" alt="">The plan</a></h3>' +
      '<a href="https://cdn.example.org/big.jpg"><img src="/big.jpg" alt="Map"><p>The map, full size</p></a>';
    const content = root(`${article}${html}`);
    expect(removeTeasers(content)).toBe(0);
  });

  const readOnBox =
    '<div class="contentbox"><div class="boxhead">Weitere Informationen</div><div class="teaser">' +
    '<h2><a href="/nachrichten/glossar.html">Das Glossar zum Corona-Podcast</a></h2><div class="teasertext">' +
    '<p>Was ist eine Zellkultur? Unser Glossar erklärt die Fachbegriffe. <a href="/nachrichten/glossar.html">mehr</a></p>' +
    '</div></div></div>';

  it('drops a teaser that reads on, with its box\'s label (ndr.de\'s "Weitere Informationen" boxes amid a transcript)', () => {
    const content = root(`${article}${readOnBox}<p>The review ends here.</p>`);
    expect(removeTeasers(content)).toBe(1);
    expect(content.textContent).not.toMatch(/Weitere Informationen|Glossar/);
    expect(content.textContent).toContain('The review ends here.');
  });

  it('keeps a linked heading whose read-on link leads elsewhere, and a section that reads on at length', () => {
    const elsewhere = readOnBox.replace('<a href="/nachrichten/glossar.html">mehr', '<a href="/other.html">mehr');
    const section = `<section><h2><a href="/guide.html">The guide</a></h2>${article}<p><a href="/guide.html">Read more</a></p></section>`;
    for (const html of [elsewhere, section]) expect(removeTeasers(root(`${article}${html}`))).toBe(0);
  });
});
