// @vitest-environment node
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { missesSplitParts } from './misses-split-parts';

const WORDS = 'alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa'.split(
  ' ',
);
/** A paragraph of its own words, so that no two share a run of three. */
const paragraph = (topic: string, n: number, cls = 'story-text__paragraph') =>
  `<p class="${cls}">${topic} ${WORDS.map((word) => `${word}${n}${topic.length}`).join(' ')}.</p>`;
const section = (body: string) => `<section class="page-content__row"><div class="story-text">${body}</div></section>`;
const doc = (body: string) =>
  parseHTML(`<!doctype html><html><body>${body}</body></html>`).document as unknown as Document;
const kept = (html: string) => parseHTML(`<div>${html}</div>`).document.querySelector('div') as unknown as Element;

const intro = [1, 2, 3, 4].map((n) => paragraph('Intro', n, ' story-text__paragraph')).join('');
const rest = [5, 6, 7, 8, 9, 10].map((n) => paragraph('Later', n)).join('');

describe('missesSplitParts', () => {
  it('says Readability kept only the later half of a story split across page sections (politico.com began mid-story)', () => {
    const page = doc(`<h1>Meadows retires</h1>${section(intro)}<aside>Ad</aside>${section(rest)}`);
    expect(missesSplitParts(page, kept(rest))).toBe(true);
  });

  it('does not when Readability kept the whole story, or when the left-out paragraphs come after it (comments)', () => {
    const whole = doc(`<h1>Meadows retires</h1>${section(intro + rest)}`);
    expect(missesSplitParts(whole, kept(intro + rest))).toBe(false);
    const comments = [1, 2, 3, 4].map((n) => paragraph('Comment', n)).join('');
    const withComments = doc(`${section(rest)}<section class="comments">${comments}</section>`);
    expect(missesSplitParts(withComments, kept(rest))).toBe(false);
  });
});
