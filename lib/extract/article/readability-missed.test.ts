// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reference } from './keep-agreed-blocks';
import { readabilityMissed } from './readability-missed';
import { testRoot } from './test-root';

const post =
  '<p>Episode 12: how a small team moved its whole knowledge base into one wiki, and what it would do again.</p>' +
  '<p>We talk about the first month, the pages nobody read, and the search that finally made people use it.</p>';
const authorBox =
  '<h2>Über Simon Dückert</h2><p>Simon berät Unternehmen seit zwanzig Jahren zu Wissensmanagement und ' +
  'Zusammenarbeit. <a href="/author/simon/">Zeige alle Beiträge von Simon Dückert</a></p>';
const product =
  '<div>Stückpreis: 36,00 EUR</div><div>Lieferzeit: 15 - 21 Tag(e)</div>' +
  '<p>Hochwertige Katzendecke in kuscheliger Doppelverarbeitung mit Namen und Wunschmotiv, aus Polarfleece.</p>';

const missed = (readability: string, defuddle: string) => {
  const [r, d] = [testRoot(readability), testRoot(defuddle)];
  return readabilityMissed(r, d, reference(r), reference(d));
};

describe('readabilityMissed', () => {
  it("says Readability missed the article when it took the author box under a short post (knowledge-on-air.de's clip was the box)", () => {
    expect(missed(authorBox, post)).toBe(true);
  });

  it("does not when Readability's view holds Defuddle's as well (uniqz.de: the product and the author box under it, against the box alone)", () => {
    expect(missed(product + authorBox, authorBox.replace(/<a .*<\/a>/, ''))).toBe(false);
  });

  it('does not when Readability took prose of its own', () => {
    expect(missed(post, authorBox)).toBe(false);
  });
});
