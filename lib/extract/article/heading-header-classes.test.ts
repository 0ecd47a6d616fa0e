// @vitest-environment node
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { unmarkHeadingHeaders } from './heading-header-classes';

function classAfter(body: string, selector: string): string | null | undefined {
  const doc = parseHTML(`<!doctype html><html><body>${body}</body></html>`).document as unknown as Document;
  unmarkHeadingHeaders(doc);
  return doc.querySelector(selector)?.getAttribute('class');
}

describe('unmarkHeadingHeaders', () => {
  it.each([
    [
      'says "heading" where a heading\'s class says "header"',
      '<article><h3 class="wprm-recipe-header wprm-header-decoration-none">Ingredients</h3></article>',
      'h3',
      'wprm-recipe-heading wprm-heading-decoration-none',
    ],
    [
      'leaves a heading that another of its words marks as unlikely content',
      '<article><h2 class="comments-header">12 comments</h2></article>',
      'h2',
      'comments-header',
    ],
    [
      "leaves the headings of the page's own header",
      '<header><h2 class="site-header-title">Glacier Kitchen</h2></header><main><p>Text</p></main>',
      'h2',
      'site-header-title',
    ],
    [
      "changes those of an article's header",
      '<article><header><h2 class="card-header">Summary</h2></header></article>',
      'h2',
      'card-heading',
    ],
    [
      'leaves the <h1>, which Readability takes as the title',
      '<article><h1 class="post-header">Title</h1></article>',
      'h1',
      'post-header',
    ],
    [
      'leaves elements that are not headings',
      '<article><div class="section-header">Intro</div></article>',
      'div',
      'section-header',
    ],
  ])('%s', (_name, body, selector, expected) => {
    expect(classAfter(body, selector)).toBe(expected);
  });

  const jimdo =
    '<article><div id="cc-m-1" class="j-module n j-header"><h2 id="cc-m-header-1">Angaben gemäß § 5 TMG</h2></div>' +
    '<div class="j-module n j-text"><p>Agentur Marke Ich, Heidjerweg 1, 29614 Soltau</p></div></article>';

  it('says "heading" in the class and id of a block that holds only a heading (a Jimdo imprint lost "Angaben gemäß § 5 TMG")', () => {
    const doc = parseHTML(`<!doctype html><html><body>${jimdo}</body></html>`).document as unknown as Document;
    unmarkHeadingHeaders(doc);
    expect(doc.querySelector('div')?.getAttribute('class')).toBe('j-module n j-heading');
    expect(doc.querySelector('h2')?.id).toBe('cc-m-heading-1');
    expect(doc.querySelector('.j-text')?.getAttribute('class')).toBe('j-module n j-text');
  });

  it('leaves the header of a block that holds more than the heading, and the card header around a linked heading', () => {
    const intro = '<article><div class="post-header"><h2>Summary</h2><p>By Jane Doe</p></div></article>';
    const card =
      '<article><div class="snippet__header"><h3><a href="/bella-hadid">Bella Hadid im Urlaub</a></h3></div></article>';
    expect(classAfter(intro, 'div')).toBe('post-header');
    expect(classAfter(card, 'div')).toBe('snippet__header');
  });
});
