// @vitest-environment node
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { numberListsNumberedByStyle } from './numbered-by-style';

const numbered = (body: string) => {
  const doc = parseHTML(`<!doctype html><html><body>${body}</body></html>`).document as unknown as Document;
  numberListsNumberedByStyle(doc);
  return doc.body.innerHTML;
};

describe('numberListsNumberedByStyle', () => {
  it('makes a <ul> whose items are styled as decimals an <ol>, keeping its attributes', () => {
    expect(
      numbered(
        '<ul class="steps"><li style="list-style-type: decimal;">Mash</li><li style="list-style-type: decimal">Bake</li></ul>',
      ),
    ).toBe(
      '<ol class="steps"><li style="list-style-type: decimal;">Mash</li><li style="list-style-type: decimal">Bake</li></ol>',
    );
  });

  it('makes a <ul> styled with numbers itself an <ol>, roman and alphabetic numbering included', () => {
    expect(numbered('<ul style="list-style: lower-roman inside"><li>One</li></ul>')).toBe(
      '<ol style="list-style: lower-roman inside"><li>One</li></ol>',
    );
  });

  it('leaves a <ul> of bullets, or one where only some items are numbered', () => {
    const bullets = '<ul style="list-style-type: disc"><li>Flour</li></ul>';
    const mixed = '<ul><li style="list-style-type: decimal">One</li><li>Two</li></ul>';
    expect(numbered(bullets + mixed)).toBe(bullets + mixed);
  });
});
