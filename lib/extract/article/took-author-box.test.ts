// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { testRoot } from './test-root';
import { isAuthorBox } from './took-author-box';

const bio =
  '<h2>Über Simon Dückert</h2><p>Scholarch der Cogneon Akademie. Ich brenne für Lernende Organisationen, ' +
  'Wissensmanagement und Lebenslanges Lernen.</p>';

describe('isAuthorBox', () => {
  it("says a short view linking to the author's archive is the author box (knowledge-on-air.de's clip was the box under a podcast post)", () => {
    const box = `${bio}<a href="https://knowledge-on-air.de/author/simondueckert/">Zeige alle Beiträge von Simon Dückert →</a>`;
    expect(isAuthorBox(testRoot(box))).toBe(true);
    expect(isAuthorBox(testRoot(`${bio}<a href="/autor/simon-dueckert">Alle Artikel</a>`))).toBe(true);
  });

  it("does not without a link to an author's archive, nor for a long article that links to one", () => {
    expect(isAuthorBox(testRoot(`${bio}<a href="/about/">Mehr über uns</a>`))).toBe(false);
    const article = `<p>${'Wissensmanagement heißt, Wissen zu teilen und zu pflegen. '.repeat(20)}</p>`;
    expect(isAuthorBox(testRoot(`${article}<a href="/author/simon/">Simon</a>`))).toBe(false);
  });
});
