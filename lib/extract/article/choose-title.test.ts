import { describe, expect, it } from 'vitest';
import { chooseTitle } from './choose-title';

describe('chooseTitle', () => {
  it('takes the title without the site name when one extractor stripped it', () => {
    expect(chooseTitle('Array - JavaScript | MDN', 'Array - JavaScript', 'x', ['MDN Web Docs'])).toBe(
      'Array - JavaScript',
    );
    expect(chooseTitle('Codex and Figma | Figma Blog', 'Codex and Figma', 'x', ['Figma'])).toBe('Codex and Figma');
  });

  it('keeps the full title when what the other extractor took off is not the site name (an author)', () => {
    const full = 'Tribes fearful over whale strandings | Eleanor Ainge Roy';
    expect(chooseTitle(full, 'Tribes fearful over whale strandings', 'x', ['The Guardian'])).toBe(full);
    expect(chooseTitle('Array - JavaScript | MDN', 'Array - JavaScript', 'x', [])).toBe('Array - JavaScript | MDN');
  });

  it('keeps the words one extractor cut from the front or back when they are not the site name', () => {
    expect(chooseTitle('Company Removes Ads', 'Breaking: Company Removes Ads', 'x', ['Daily News'])).toBe(
      'Breaking: Company Removes Ads',
    );
    expect(chooseTitle('Workers', 'Workers · Issue #56', 'x', ['GitHub'])).toBe('Workers · Issue #56');
    expect(chooseTitle('Quickstart', 'Quickstart | Example Docs', 'x', ['Example Docs'])).toBe('Quickstart');
  });

  it("keeps Readability's title when the other is not part of it (a description taken for a title)", () => {
    expect(chooseTitle('New Zealand', 'constitutional monarchy in Oceania', 'x')).toBe('New Zealand');
  });

  it("falls back to the other extractor's title, then to the page's <title>", () => {
    expect(chooseTitle('', 'Only Defuddle', 'Page')).toBe('Only Defuddle');
    expect(chooseTitle(undefined, undefined, ' Page title ')).toBe('Page title');
  });
});
