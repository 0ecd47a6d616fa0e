// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { testRoot } from './test-root';
import { tookMenusOnly } from './took-menus';

const post =
  '<h2>Ear Candy allert</h2><p>Summer is here: short dresses come out again and hair is worn up more often.</p>' +
  '<p>No ear piercing and still no wish to do without earrings? A striking ear cuff is what we recommend.</p>';
const menusAndRelated =
  '<ul><li><a href="/">Home</a></li><li><a href="/beauty/">Beauty</a></li><li><a href="/fashion/">Fashion</a></li></ul>' +
  '<div>Friday | 14 June 2019 | by Sina | 0 comments</div><h3>Related Posts</h3><ul>' +
  '<li><h3><a href="/sale">The top 7 deals of the week</a></h3><p>Summer sale: be quick, the best bargains of the season are going.</p></li>' +
  '<li><h3><a href="/dresses">The prettiest maxi dresses</a></h3><p>Maxi dresses are no new trend but a fixture of any summer wardrobe.</p></li></ul>';

describe('tookMenusOnly', () => {
  it('says the first view took the page\'s menus when it has no prose outside lists and the second is prose (novalanalove.com\'s clip was its menu and "Related Posts")', () => {
    expect(tookMenusOnly(testRoot(menusAndRelated), testRoot(post))).toBe(true);
  });

  it('does not when the first view is prose too, or the second is not', () => {
    expect(tookMenusOnly(testRoot(post), testRoot(menusAndRelated))).toBe(false);
    expect(tookMenusOnly(testRoot(menusAndRelated), testRoot(menusAndRelated))).toBe(false);
    expect(tookMenusOnly(testRoot(`${post}<p>More.</p>`), testRoot(post))).toBe(false);
  });
});
