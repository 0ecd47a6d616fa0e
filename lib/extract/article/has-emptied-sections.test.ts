// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hasEmptiedSections } from './has-emptied-sections';
import { testRoot } from './test-root';

describe('hasEmptiedSections', () => {
  it('finds two section headings each followed straight by the next section, across wrappers', () => {
    const root = testRoot(
      '<section><h2>News</h2></section><section><h2>Swift</h2><p>An item.</p></section>' +
        '<section><h2>Tutorials</h2></section><hr><section><h2>Jobs</h2><p>A job.</p></section>',
    );
    expect(hasEmptiedSections(root)).toBe(true);
  });

  it('needs two emptied sections by default: one is a heading over a widget that did not render', () => {
    const root = testRoot('<h2>Comments</h2><h2>Related</h2><p>Text.</p><h2>Notes</h2><p>Text.</p>');
    expect(hasEmptiedSections(root)).toBe(false);
    expect(hasEmptiedSections(root, 1)).toBe(true);
  });

  it('counts sections with text, pictures or media in them as not empty', () => {
    const root = testRoot(
      '<h2>One</h2><p>Text.</p><h2>Two</h2><img src="a.png"><h2>Three</h2><figure><video src="v.mp4"></video></figure><h2>Four</h2>',
    );
    expect(hasEmptiedSections(root, 1)).toBe(false);
  });

  it('does not take a subheading, a kicker over a headline, or a list of linked teaser titles for an empty section', () => {
    const cases = [
      '<h2>Part one</h2><h3>The start</h3><p>Text.</p><h2>Part two</h2><h3>The end</h3><p>Text.</p>',
      '<h3>Opinion</h3><h2>A headline</h2><p>Text.</p><h3>Analysis</h3><h2>Another</h2><p>Text.</p>',
      '<h4><a href="/a">First story</a></h4><h4><a href="/b">Second story</a></h4><h4><a href="/c">Third</a></h4>',
    ];
    for (const html of cases) expect(hasEmptiedSections(testRoot(html), 1)).toBe(false);
  });

  it('skips empty headings rather than counting them as sections', () => {
    const root = testRoot('<h2>One</h2><p>Text.</p><h2></h2><h2>Two</h2><p>Text.</p><h2> </h2><h2>Three</h2><p>.</p>');
    expect(hasEmptiedSections(root, 1)).toBe(false);
  });
});
