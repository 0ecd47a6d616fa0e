// @vitest-environment node
import Defuddle from 'defuddle';
import { parseHTML } from 'linkedom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reference } from './keep-agreed-blocks';
import { skipFutileRetries } from './skip-futile-retries';

const sentence = 'Researchers built a small silicon beam that turns microwave photons into light for quantum networks.';
const prose = (sentences: number) => `<p>${Array(sentences).fill(sentence).join(' ')}</p>`;
const lede =
  'The lab reports its transducer, built at the university facility, at a fraction of earlier noise. '.repeat(4);
const page = (body: string) =>
  parseHTML(`<!doctype html><html><head><title>Quantum news</title></head><body>${body}</body></html>`)
    .document as unknown as Document;

const passes = () => vi.spyOn(Defuddle.prototype as unknown as { parseInternal: () => unknown }, 'parseInternal');

function parsed(doc: Document, skipping: boolean, article?: string) {
  const defuddle = new Defuddle(doc, { url: 'https://news.example.edu/quantum' });
  if (skipping) skipFutileRetries(defuddle, doc, article === undefined ? undefined : reference(page(article).body));
  return defuddle.parse();
}

/** A paywalled story: a short lede, and far more words of menus and link lists around it than in it. */
const menus = Array.from(
  { length: 40 },
  (_, k) => `<li><a href="/section/${k}">Section ${k} of the quantum news desk and its weekly briefings</a></li>`,
).join('');
const paywalledStory = `<nav><ul>${menus}</ul></nav><main><article><h1>Quantum news</h1><p>${lede}</p></article></main><footer><ul>${menus}</ul></footer>`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('skipFutileRetries', () => {
  it('parses a short page once when the first pass kept all its words', () => {
    const spy = passes();
    const result = parsed(page(`<main><h1>Quantum news</h1>${prose(6)}</main>`), true);
    expect(result.wordCount).toBeLessThan(200);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('leaves Defuddle to retry a short page without skipping (the library does, which is what this saves)', () => {
    const spy = passes();
    parsed(page(`<main><h1>Quantum news</h1>${prose(6)}</main>`), false);
    expect(spy.mock.calls.length).toBeGreaterThan(1);
  });

  it('still retries when the first pass took the article for clutter, and takes the retry', () => {
    const body =
      `<main><section><h1>Quantum news</h1><p>${lede}</p></section><section class="block-RightSidebarBlock">` +
      `<div class="right-sidebar-block"><div class="sidebar-content">${prose(8)}</div></div></section></main>`;
    const withSkipping = parsed(page(body), true);
    expect(withSkipping.content).toContain(lede);
    expect(withSkipping.content).toContain('silicon beam');
    expect(withSkipping.content).toBe(parsed(page(body), false).content);
  });

  it('still retries a nearly empty first pass without hiding elements, and takes the hidden article', () => {
    const body = `<nav><a href="/">Home</a></nav><div class="article" style="display:none">${prose(5)}</div>`;
    const withSkipping = parsed(page(body), true);
    expect(withSkipping.content).toContain('silicon beam');
    expect(withSkipping.content).toBe(parsed(page(body), false).content);
  });

  it('parses a paywalled story once when the first pass holds the article Readability found, however many words the page has', () => {
    const spy = passes();
    const result = parsed(page(paywalledStory), true, `<p>${lede}</p>`);
    expect(result.content).toContain('transducer');
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('still retries that story when no article is known, since the page has words enough for a re-run to win', () => {
    const spy = passes();
    parsed(page(paywalledStory), true);
    expect(spy.mock.calls.length).toBeGreaterThan(1);
  });

  it('still retries when the first pass lacks the article Readability found, and takes the retry', () => {
    const body =
      `<main><section><h1>Quantum news</h1><p>${lede}</p></section><section class="block-RightSidebarBlock">` +
      `<div class="right-sidebar-block"><div class="sidebar-content">${prose(8)}</div></div></section></main>`;
    const withSkipping = parsed(page(body), true, prose(8));
    expect(withSkipping.content).toContain('silicon beam');
    expect(withSkipping.content).toBe(parsed(page(body), false).content);
  });

  it('skips nothing in a Defuddle without the internals it reaches', () => {
    const bare = { parse: () => 'untouched' };
    skipFutileRetries(bare, page(prose(1)));
    expect(Object.keys(bare)).toEqual(['parse']);
  });
});
