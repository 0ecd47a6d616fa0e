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

  it('leaves a page without joiners untouched', () => {
    const doc = page('<p>Plain text.</p>');
    guardTextForDefuddle(doc);
    expect(doc.body.innerHTML).toBe('<p>Plain text.</p>');
  });

  it('takes the space keepers out', () => {
    expect(unguardDefuddleHtml(`<p>says ${SPACE_KEEPER}:smile:</p>`)).toBe('<p>says :smile:</p>');
  });
});
