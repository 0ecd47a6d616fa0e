import { describe, expect, it } from 'vitest';
import { withoutSiteSuffix } from './without-site-suffix';

describe('withoutSiteSuffix', () => {
  it('takes a short site name off after a bar, slash or dot', () => {
    expect(withoutSiteSuffix('Array - JavaScript | MDN')).toBe('Array - JavaScript');
    expect(withoutSiteSuffix('Standalone WebAssembly binaries · V8')).toBe('Standalone WebAssembly binaries');
    expect(withoutSiteSuffix('Getting started with the public API / Example Developer Docs')).toBe(
      'Getting started with the public API',
    );
  });

  it('takes off a site name of at most two words after a dash', () => {
    expect(withoutSiteSuffix('City Approves Transit Expansion - Example Daily')).toBe(
      'City Approves Transit Expansion',
    );
    expect(withoutSiteSuffix('New Zealand – Wikipedia')).toBe('New Zealand');
  });

  it('keeps three words after a dash, which often belong to the title', () => {
    const title = 'Lessons from Building API Integrations - Example Dev Blog';
    expect(withoutSiteSuffix(title)).toBe(title);
  });

  it('counts a domain as one word', () => {
    expect(withoutSiteSuffix('MN 37 The Shorter Discourse | Cūḷa Sutta | sutta on dhammatalks.org')).toBe(
      'MN 37 The Shorter Discourse | Cūḷa Sutta',
    );
  });

  it('keeps a title whose first part is too short to stand alone', () => {
    expect(withoutSiteSuffix('Mozilla - Wikipedia')).toBe('Mozilla - Wikipedia');
    expect(withoutSiteSuffix('Search | Example Store Online')).toBe('Search | Example Store Online');
  });

  it('keeps a title without separators, and hyphenated words', () => {
    expect(withoutSiteSuffix('The Darwin Gödel Machine: AI that improves itself')).toBe(
      'The Darwin Gödel Machine: AI that improves itself',
    );
    expect(withoutSiteSuffix('Spider-Man review')).toBe('Spider-Man review');
  });

  it("takes the page's heading from the front of the tab title before a bar, however short it is", () => {
    expect(withoutSiteSuffix('Installation | Glacier Docs', 'Installation')).toBe('Installation');
    expect(withoutSiteSuffix('Configuration | Guide | Glacier', 'Configuration')).toBe('Configuration');
    expect(withoutSiteSuffix('Installation | Glacier Docs', 'Getting started')).toBe('Installation | Glacier Docs');
  });

  it('keeps what follows the heading after a dash, as both libraries do ("Mozilla - Wikipedia")', () => {
    expect(withoutSiteSuffix('Mozilla - Wikipedia', 'Mozilla')).toBe('Mozilla - Wikipedia');
    expect(withoutSiteSuffix('Array - JavaScript | MDN', 'Array')).toBe('Array - JavaScript');
  });
});
