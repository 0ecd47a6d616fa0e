import { describe, expect, it } from 'vitest';
import { dropLeadingTitleHeading } from '../../../lib/extract';

describe('dropLeadingTitleHeading', () => {
  it('drops a first heading that repeats the title, whatever its level, case or punctuation', () => {
    expect(dropLeadingTitleHeading('## The *Big* Story!\n\nBody text.', 'The big story')).toBe('Body text.');
  });

  it('keeps a first heading that says something else', () => {
    expect(dropLeadingTitleHeading('# Introduction\n\nBody.', 'The big story')).toBe('# Introduction\n\nBody.');
  });

  it('keeps the title words when they open a paragraph rather than a heading', () => {
    expect(dropLeadingTitleHeading('The big story\n\nBody.', 'The big story')).toBe('The big story\n\nBody.');
  });
});
