// @vitest-environment node
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isDeclaredNonTitle, isDeclaredTitle } from './declared-title';

const page = (head: string) =>
  parseHTML(`<!doctype html><html><head>${head}</head><body></body></html>`).document as unknown as Document;

describe('isDeclaredTitle', () => {
  it('finds a title in OpenGraph, Twitter and Dublin Core tags, whitespace aside', () => {
    expect(isDeclaredTitle('A  story', page('<meta property="og:title" content="A story">'))).toBe(true);
    expect(isDeclaredTitle('A story', page('<meta name="twitter:title" content="A story">'))).toBe(true);
    expect(isDeclaredTitle('A story', page('<meta name="DC.title" content=" A story ">'))).toBe(true);
  });

  it('finds a title in JSON-LD', () => {
    const ld = '<script type="application/ld+json">{"headline":"A story"}</script>';
    expect(isDeclaredTitle('A story', page(ld))).toBe(true);
  });

  it('does not take the tab title or a description for a declaration', () => {
    const head = '<title>A story</title><meta name="description" content="A story">';
    expect(isDeclaredTitle('A story', page(head))).toBe(false);
  });
});

describe('isDeclaredNonTitle', () => {
  const brandHead = '<title>The Darwin Gödel Machine</title><meta property="og:title" content="Example AI">';

  it("is an og:title that is only the name in the page's address", () => {
    expect(isDeclaredNonTitle('Example AI', page(brandHead), 'https://example-ai.com/dgm/')).toBe(true);
    expect(isDeclaredNonTitle('Example AI', page(brandHead), 'https://www.blog.example-ai.com/dgm/')).toBe(true);
  });

  it('is not a title with more words than the name, or on another site', () => {
    const head = '<meta property="og:title" content="Example AI News - Latest Headlines">';
    expect(isDeclaredNonTitle('Example AI News - Latest Headlines', page(head), 'https://example-ai.com/')).toBe(false);
    expect(isDeclaredNonTitle('Example AI', page(brandHead), 'https://news.example.org/dgm/')).toBe(false);
  });

  it('is not a tab title that is the name: that page says nothing else about itself', () => {
    expect(isDeclaredNonTitle('ChatGPT', page('<title>ChatGPT</title>'), 'https://chatgpt.com/share/1')).toBe(false);
  });

  it('is an og:title that is a slug ("adac-kindersitztest-herbst-2018" on adac.de)', () => {
    const head =
      '<title>ADAC Kindersitz-Test 2018 | ADAC</title><meta property="og:title" content="adac-kindersitztest-herbst-2018">';
    expect(isDeclaredNonTitle('adac-kindersitztest-herbst-2018', page(head), 'https://www.adac.de/tests/')).toBe(true);
  });

  it('is not a hyphenated title with fewer parts or capitals ("e-mail", "Spider-Man-Comics"), nor a slug only in the tab', () => {
    const head = '<meta property="og:title" content="e-mail"><meta name="twitter:title" content="Spider-Man-Comics">';
    expect(isDeclaredNonTitle('e-mail', page(head), 'https://example.org/')).toBe(false);
    expect(isDeclaredNonTitle('Spider-Man-Comics', page(head), 'https://example.org/')).toBe(false);
    expect(
      isDeclaredNonTitle('release-notes-2024', page('<title>release-notes-2024</title>'), 'https://example.org/'),
    ).toBe(false);
  });

  const twoTitles =
    '<title>Reparaturcafé am 31. Januar: Stadt Ahlen</title><meta property="og:title" content="Reparaturcafé am 31. Januar">' +
    '<meta property="og:title" content="Aktuelle">';

  it('is the one of two og:titles that the tab title does not start with, when it starts with the other (ahlen.de\'s "Aktuelle")', () => {
    const url = 'https://www.ahlen.de/start/aktuelles/';
    expect(isDeclaredNonTitle('Aktuelle', page(twoTitles), url)).toBe(true);
    expect(isDeclaredNonTitle('Reparaturcafé am 31. Januar', page(twoTitles), url)).toBe(false);
  });

  it('is not an og:title beside a twitter:title the tab starts with: sites word the two apart', () => {
    const head =
      '<title>The seven secrets hotels keep | The Independent</title><meta property="og:title" content="Seven secrets hotels keep">' +
      '<meta name="twitter:title" content="The seven secrets hotels keep">';
    expect(isDeclaredNonTitle('Seven secrets hotels keep', page(head), 'https://www.independent.co.uk/')).toBe(false);
  });

  it('is false on an address that is not a URL', () => {
    expect(isDeclaredNonTitle('Example AI', page(brandHead), 'not a url')).toBe(false);
  });
});
