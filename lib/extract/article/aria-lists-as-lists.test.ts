// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ariaListsAsLists } from './aria-lists-as-lists';
import { htmlAfter } from './test-root';

describe('ariaListsAsLists', () => {
  it('makes an ARIA list a list whose items keep all they hold (Defuddle emptied the steps of Mintlify Steps)', () => {
    const html =
      '<div role="list" class="steps"><div role="listitem"><div><p>Install it.</p></div></div>' +
      '<div role="listitem"><p>Run it.</p><div role="list"><div role="listitem">Check the log.</div></div></div></div>';
    expect(htmlAfter(ariaListsAsLists, html)).toBe(
      '<ul><li><div><p>Install it.</p></div></li><li><p>Run it.</p><ul><li>Check the log.</li></ul></li></ul>',
    );
  });

  it("leaves the lists Defuddle reads itself (each item's words in a .content child) and lists without items", () => {
    for (const html of [
      '<div role="list"><div role="listitem"><span class="label">1)</span><div class="content">One.</div></div></div>',
      '<div role="list"><a href="/a">A</a></div>',
    ])
      expect(htmlAfter(ariaListsAsLists, html)).toBe(html);
  });
});
