import { describe, expect, it } from 'vitest';
import { chooseTitle } from './choose-title';

describe('chooseTitle', () => {
  it('takes the title without the site name when one extractor stripped it', () => {
    expect(chooseTitle('Array - JavaScript | MDN', 'Array - JavaScript', 'x')).toBe('Array - JavaScript');
  });

  it("keeps Readability's title when the other is not part of it (a description taken for a title)", () => {
    expect(chooseTitle('New Zealand', 'constitutional monarchy in Oceania', 'x')).toBe('New Zealand');
  });

  it("falls back to the other extractor's title, then to the page's <title>", () => {
    expect(chooseTitle('', 'Only Defuddle', 'Page')).toBe('Only Defuddle');
    expect(chooseTitle(undefined, undefined, ' Page title ')).toBe('Page title');
  });
});
