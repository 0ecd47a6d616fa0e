// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { testRoot } from './test-root';
import { titleAfterSection } from './title-after-section';

describe('titleAfterSection', () => {
  it('drops the site\'s sections before the title the content opens with (internet-law.de: "Law » Verstößt …?")', () => {
    const root = testRoot(
      '<h3><a href="/2011/07/post">Verstößt der Ausschluss gegen Recht?</a></h3><p>Google+ hat …</p>',
    );
    expect(titleAfterSection('Law » Verstößt der Ausschluss gegen Recht?', root)).toBe(
      'Verstößt der Ausschluss gegen Recht?',
    );
    expect(titleAfterSection('Blog | News › Verstößt der Ausschluss gegen Recht?', root)).toBe(
      'Verstößt der Ausschluss gegen Recht?',
    );
  });

  it('keeps the title when the content opens otherwise, or its heading is not the last part', () => {
    const opensWithText = testRoot('<p>Intro.</p><h2>Recht?</h2>');
    expect(titleAfterSection('Law » Recht?', opensWithText)).toBe('Law » Recht?');
    const otherHeading = testRoot('<h2>Law</h2><p>Text.</p>');
    expect(titleAfterSection('Law » Recht?', otherHeading)).toBe('Law » Recht?');
    const wholeTitle = testRoot('<h1>Array - JavaScript</h1>');
    expect(titleAfterSection('Array - JavaScript', wholeTitle)).toBe('Array - JavaScript');
  });
});
