// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { removeNavigation } from './remove-navigation';
import { testRoot } from './test-root';

describe('removeNavigation', () => {
  it("removes navigation left in the article: section tabs (oekologisch-bauen.info), a site's menu, a pager", () => {
    const root = testRoot(
      '<nav class="tabs"><ul><li>Ratgeber</li><li><a href="/adressen/">Firmen</a></li><li><a href="/news/">News</a></li></ul></nav>' +
        '<p>Mit dem Online-Stromcheck kann jeder Strom sparen.</p><div role="navigation"><a href="/page/2">2</a></div>',
    );
    expect(removeNavigation(root)).toBe(2);
    expect(root.innerHTML).toBe('<p>Mit dem Online-Stromcheck kann jeder Strom sparen.</p>');
  });

  it("keeps a <nav> holding the article's paragraphs, figures or code", () => {
    const html = '<nav><p>Mit dem Online-Stromcheck kann jeder Strom sparen.</p></nav><nav><pre>npm test</pre></nav>';
    const root = testRoot(html);
    expect(removeNavigation(root)).toBe(0);
    expect(root.innerHTML).toBe(html);
  });
});
