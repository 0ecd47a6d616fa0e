// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { restoreDroppedLists, restoreDroppedSublists } from './restore-dropped-lists';
import { testRoot } from './test-root';

describe('restoreDroppedLists', () => {
  it('puts back a list of plain items that Defuddle dropped, after the block it follows in Readability', () => {
    const root = testRoot(
      '<p>Moist, one-bowl banana bread.</p><h3>Instructions</h3><ol><li>Mash the bananas.</li></ol>',
    );
    const readability = testRoot(
      '<p>Moist, one-bowl banana bread.</p><div class="group"><ul><li>2 cups flour</li><li>3 ripe bananas</li></ul></div>' +
        '<ol><li>Mash the bananas.</li></ol>',
    );
    expect(restoreDroppedLists(root, readability)).toBe(1);
    expect(root.innerHTML).toBe(
      '<p>Moist, one-bowl banana bread.</p><ul><li>2 cups flour</li><li>3 ripe bananas</li></ul>' +
        '<h3>Instructions</h3><ol><li>Mash the bananas.</li></ol>',
    );
  });

  it('puts a list that followed a paragraph inside a quote back inside the quote, not after it', () => {
    const quote = '<blockquote><p>Three things matter most.</p></blockquote>';
    const root = testRoot(`${quote}<p>That is all.</p>`);
    const list = '<ul><li>one point</li><li>another point</li></ul>';
    restoreDroppedLists(
      root,
      testRoot(`<blockquote><p>Three things matter most.</p>${list}</blockquote><p>That is all.</p>`),
    );
    expect(root.innerHTML).toBe(`<blockquote><p>Three things matter most.</p>${list}</blockquote><p>That is all.</p>`);
  });

  it('puts a list that followed a whole quote after the quote', () => {
    const quote = '<blockquote><p>Three things matter most.</p></blockquote>';
    const root = testRoot(`${quote}<p>That is all.</p>`);
    const list = '<ul><li>one point</li><li>another point</li></ul>';
    restoreDroppedLists(root, testRoot(`${quote}${list}<p>That is all.</p>`));
    expect(root.innerHTML).toBe(`${quote}${list}<p>That is all.</p>`);
  });

  it('puts it under the heading Defuddle kept and left empty, past blocks Readability does not have', () => {
    const root = testRoot(
      '<p>Moist, one-bowl banana bread.</p><p>Prep time 10 minutes</p><div><h3>Ingredients</h3></div>' +
        '<div><h3>Instructions</h3><ol><li>Mash the bananas.</li></ol></div>',
    );
    const readability = testRoot(
      '<p>Moist, one-bowl banana bread.</p><ul><li>2 cups flour</li><li>3 ripe bananas</li></ul><ol><li>Mash the bananas.</li></ol>',
    );
    restoreDroppedLists(root, readability);
    expect(root.innerHTML).toBe(
      '<p>Moist, one-bowl banana bread.</p><p>Prep time 10 minutes</p><div><h3>Ingredients</h3>' +
        '<ul><li>2 cups flour</li><li>3 ripe bananas</li></ul></div><div><h3>Instructions</h3><ol><li>Mash the bananas.</li></ol></div>',
    );
  });

  it('does not take a heading with content under it, or one past a block of Readability, for the list', () => {
    const readability = testRoot(
      '<p>Intro words here.</p><ul><li>2 cups flour</li><li>3 ripe bananas</li></ul><p>Bake it well.</p>',
    );
    for (const html of [
      '<p>Intro words here.</p><h3>Method</h3><p>Stir slowly.</p>',
      '<p>Intro words here.</p><p>Bake it well.</p><h3>Ingredients</h3>',
      '<p>Intro words here.</p><div><p>Bake it well.</p><p>Serve warm.</p></div><h3>Notes</h3>',
    ]) {
      const root = testRoot(html);
      restoreDroppedLists(root, readability);
      expect(root.innerHTML).toBe(html.replace('</p>', '</p><ul><li>2 cups flour</li><li>3 ripe bananas</li></ul>'));
    }
  });

  it('leaves out lists of links, one-item lists and lists Defuddle kept in another form (references as notes)', () => {
    const root = testRoot(
      '<p>The study found a link.</p><section id="footnotes"><ol><li>Smith, J. A study of links, 2020. ↩</li>' +
        '<li>Doe, A. More links, 2021. ↩</li></ol></section>',
    );
    const readability = testRoot(
      '<p>The study found a link.</p><ul><li><a href="/t/a">Science</a></li><li><a href="/t/b">Health</a></li></ul>' +
        '<ul><li>Only item</li></ul>' +
        '<ol><li>[1] Smith, J. A study of links, 2020.</li><li>[2] Doe, A. More links, 2021.</li></ol>',
    );
    const before = root.innerHTML;
    expect(restoreDroppedLists(root, readability)).toBe(0);
    expect(root.innerHTML).toBe(before);
  });
});

describe('restoreDroppedLists on a list whose first item the text above it says too', () => {
  it("puts back a product's feature list that shares words with its description, not its items", () => {
    const description =
      '<p>A roomy everyday tote in 18 oz waxed cotton canvas that softens and darkens with use, with riveted handles.</p>';
    const root = testRoot(description);
    const readability = testRoot(
      `${description}<ul><li>18 oz waxed cotton canvas</li><li>Vegetable-tanned leather handles</li><li>Made in Portland, Maine</li></ul>`,
    );
    expect(restoreDroppedLists(root, readability)).toBe(1);
    expect(root.querySelectorAll('li')).toHaveLength(3);
  });
});

describe('restoreDroppedSublists', () => {
  it('puts a sub-list Defuddle dropped back into the item it was under (a packing list lost its sub-items)', () => {
    const root = testRoot('<ul><li>Walking shoes</li><li>A packed lunch</li><li>A raincoat</li></ul>');
    const readability = testRoot(
      '<ul><li>Walking shoes</li><li><span>A packed lunch</span><ul><li>No glass bottles</li><li>Fruit is fine</li></ul></li><li>A raincoat</li></ul>',
    );
    expect(restoreDroppedSublists(root, readability)).toBe(1);
    expect(root.innerHTML).toBe(
      '<ul><li>Walking shoes</li><li>A packed lunch<ul><li>No glass bottles</li><li>Fruit is fine</li></ul></li><li>A raincoat</li></ul>',
    );
  });

  it('leaves sub-lists the content has, items it lacks, and sub-lists of links', () => {
    const kept = '<ul><li>Lunch<ul><li>No glass bottles</li><li>Fruit</li></ul></li><li>Coat</li></ul>';
    const root = testRoot(kept);
    const readability = testRoot(
      `${kept}<ul><li>Elsewhere<ul><li>Only here</li><li>And here</li></ul></li></ul>` +
        '<ul><li>Coat<ul><li><a href="/a">Shop A</a></li><li><a href="/b">Shop B</a></li></ul></li></ul>',
    );
    expect(restoreDroppedSublists(root, readability)).toBe(0);
    expect(root.innerHTML).toBe(kept);
  });
});
