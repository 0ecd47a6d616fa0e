// @vitest-environment node
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { guardTextForDefuddle, SPACE_KEEPER, unguardDefuddleHtml } from './guard-defuddle-text';

const page = (body: string) =>
  parseHTML(`<!doctype html><html><body>${body}</body></html>`).document as unknown as Document;

describe('guardTextForDefuddle', () => {
  it('gives back the zero-width joiners of the page once unguarded', () => {
    const doc = page('<p>The 👨\u200d👩\u200d👧 and the 👩\u200d💻.</p><p title="a\u200db">x</p>');
    guardTextForDefuddle(doc);
    const text = doc.body.textContent ?? '';
    expect(text).not.toContain('\u200d');
    expect(unguardDefuddleHtml(doc.body.innerHTML)).toBe(
      '<p>The 👨\u200d👩\u200d👧 and the 👩\u200d💻.</p><p title="a\u200db">x</p>',
    );
  });

  it("gives back the no-break spaces French sets before ':', ';', '!' and '?'", () => {
    const text = 'Attention\u00a0! Pourquoi\u00a0? Note\u00a0: un record\u202f; voilà.';
    const doc = page(`<p>${text}</p>`);
    guardTextForDefuddle(doc);
    expect(doc.body.textContent).not.toMatch(/[\u00a0\u202f]/);
    expect(unguardDefuddleHtml(doc.body.innerHTML)).toBe(`<p>${text}</p>`);
  });

  it('gives back the plain spaces before those marks, as French pages that do not use no-break spaces write them', () => {
    const text = 'Attention ! Pourquoi ? Note : un record ; voilà. Un, deux.';
    const doc = page(`<p>${text}</p>`);
    guardTextForDefuddle(doc);
    expect(doc.body.textContent).not.toMatch(/ [:;!?]/);
    expect(doc.body.textContent).toContain('Un, deux.');
    expect(unguardDefuddleHtml(doc.body.innerHTML)).toBe(`<p>${text}</p>`);
  });

  it('gives back the space before a dot that starts a word (".gitignore", ".NET" and ".5" ran into the word before)', () => {
    const text = 'Add it to .gitignore, build with .NET 8 and wait .5 seconds. Then stop .';
    const doc = page(`<p>${text}</p>`);
    guardTextForDefuddle(doc);
    expect(doc.body.textContent).not.toMatch(/ \.[a-z5]/i);
    expect(doc.body.textContent).toContain('stop .');
    expect(unguardDefuddleHtml(doc.body.innerHTML)).toBe(`<p>${text}</p>`);
  });

  it('gives back the direction marks that keep "C++" and numbers the right way round in right-to-left text', () => {
    const text = 'שפת C++\u200f היא משנת 1983\u200e.';
    const doc = page(`<p>${text}</p><p><span>\u200f</span>C</p>`);
    guardTextForDefuddle(doc);
    expect(doc.body.textContent).not.toMatch(/[\u200e\u200f]/);
    expect(unguardDefuddleHtml(doc.body.innerHTML)).toBe(`<p>${text}</p><p><span>\u200f</span>C</p>`);
  });

  it('leaves style sheets and scripts alone, whose " .class" and " !important" are code', () => {
    const html =
      '<style>#bar .item { color: red !important }</style><script type="application/ld+json">{"a": "x :y"}</script>';
    const doc = page(html);
    guardTextForDefuddle(doc);
    expect(doc.body.innerHTML).toBe(html);
  });

  it('leaves a page without joiners or no-break spaces before punctuation untouched', () => {
    const doc = page('<p>Plain text, and a\u00a0no-break space.</p>');
    const before = doc.body.innerHTML;
    guardTextForDefuddle(doc);
    expect(doc.body.innerHTML).toBe(before);
  });

  it('takes the space keepers out', () => {
    expect(unguardDefuddleHtml(`<p>says ${SPACE_KEEPER}:smile:</p>`)).toBe('<p>says :smile:</p>');
  });
});
