// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keepRecipeCardDetails } from './recipe-card-details';
import { htmlAfter } from './test-root';

const afterKeeping = (html: string) => htmlAfter(keepRecipeCardDetails, html);

describe('keepRecipeCardDetails', () => {
  it('renames "meta" to "details" in a recipe card’s classes, and drops its screen-reader-only classes', () => {
    expect(
      afterKeeping(
        '<div class="wprm-recipe"><div class="wprm-recipe-meta-container"><span class="wprm-recipe-details">10' +
          '<span class="sr-only wprm-screen-reader-text"> minutes</span></span></div></div>',
      ),
    ).toBe(
      '<div class="wprm-recipe"><div class="wprm-recipe-details-container"><span class="wprm-recipe-details">10' +
        '<span> minutes</span></span></div></div>',
    );
  });

  it("leaves a recipe site's page and post wrappers' screen-reader text, which are not cards", () => {
    const html =
      '<article class="post type-recipe"><a class="screen-reader-text" href="#content">Skip to content</a>' +
      '<div class="entry-meta">By Sally</div></article>';
    expect(afterKeeping(html)).toBe(html);
  });

  it('leaves classes outside recipe cards, and the "meta" of classes that do not name a recipe', () => {
    const html =
      '<div class="entry-meta"><span class="sr-only">Posted on</span></div>' +
      '<div class="wprm-recipe"><div class="post-meta">By Sally</div></div>';
    expect(afterKeeping(html)).toBe(html);
  });

  it('keeps the details of a card inside a card, of each of several cards, and of cards named in capitals', () => {
    expect(
      afterKeeping(
        '<div class="tasty-recipes"><div class="tasty-recipes-meta"><div class="Recipe-Meta">20' +
          '<span class="sr-only"> minutes</span></div></div></div>' +
          '<p class="note">Between</p><div class="RecipeCard"><span class="RecipeMeta">4 servings</span></div>',
      ),
    ).toBe(
      '<div class="tasty-recipes"><div class="tasty-recipes-details"><div class="Recipe-details">20' +
        '<span> minutes</span></div></div></div>' +
        '<p class="note">Between</p><div class="RecipeCard"><span class="Recipedetails">4 servings</span></div>',
    );
  });
});
