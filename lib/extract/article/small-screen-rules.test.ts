import Defuddle from 'defuddle';
import { afterEach, describe, expect, it } from 'vitest';
import { copyOfPage } from './copy-of-page';
import { readSmallScreenRulesOfPage } from './small-screen-rules';

const sentence = 'The glacier lost a tenth of its volume in two summers, the survey of the valley shows.';
const article = `<main><article><h1>Glacier survey</h1><p>${sentence.repeat(6)}</p>
  <div class="desktop-promo"><p>Subscribe on a wide screen to read every survey of the valley this season.</p></div>
  <p>${sentence.repeat(4)}</p></article></main>`;
const smallScreenRules = '@media (max-width: 900px) { .desktop-promo { display: none; } }';

function page(css: string): Document {
  document.head.innerHTML = `<title>Glacier survey</title><style>${css}</style>`;
  document.body.innerHTML = article;
  return document;
}

/** A copy with no style sheets, as Chromium makes it (happy-dom parses a style element of any type). */
function copyWithoutSheets(doc: Document): Document {
  const copy = copyOfPage(doc);
  for (const style of Array.from(copy.querySelectorAll('style'))) style.remove();
  return copy;
}

function defuddled(doc: Document, withPageSheets: boolean): string {
  const defuddle = new Defuddle(copyWithoutSheets(doc), { url: 'https://glaciers.example.org/survey' });
  if (withPageSheets) readSmallScreenRulesOfPage(defuddle, doc);
  return defuddle.parse().content;
}

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('readSmallScreenRulesOfPage', () => {
  it("gives Defuddle the page's small-screen rules, which the copy it reads has no sheets for", () => {
    const doc = page(smallScreenRules);
    expect(defuddled(doc, true)).not.toContain('Subscribe on a wide screen');
    expect(defuddled(doc, false)).toContain('Subscribe on a wide screen');
  });

  it('leaves what no small-screen rule hides', () => {
    expect(defuddled(page('.desktop-promo { color: navy; }'), true)).toContain('Subscribe on a wide screen');
  });

  it('gives nothing to a Defuddle without the internals it reaches', () => {
    const bare = { parse: () => 'untouched' };
    readSmallScreenRulesOfPage(bare, page(smallScreenRules));
    expect(Object.keys(bare)).toEqual(['parse']);
  });
});
