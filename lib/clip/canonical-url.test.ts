import { describe, expect, it } from 'vitest';
import { canonicalSourceUrl, withoutTrackingParams } from './canonical-url';

describe('withoutTrackingParams', () => {
  it('removes every utm_* parameter and keeps the others in order', () => {
    expect(withoutTrackingParams('https://ex.com/a?id=7&utm_source=nl&utm_medium=email&utm_campaign=x&page=2')).toBe(
      'https://ex.com/a?id=7&page=2',
    );
  });

  it.each(['fbclid', 'gclid', 'mc_eid', 'mc_cid', 'igshid', 'ref_src', 'msclkid', 'UTM_Source'])(
    'removes %s',
    (name) => {
      expect(withoutTrackingParams(`https://ex.com/post?${name}=abc123`)).toBe('https://ex.com/post');
    },
  );

  it('leaves no dangling question mark and keeps the fragment', () => {
    expect(withoutTrackingParams('https://ex.com/post?utm_source=x#part-2')).toBe('https://ex.com/post#part-2');
  });

  it('keeps parameters that merely contain a tracking word', () => {
    expect(withoutTrackingParams('https://ex.com/s?q=utm_source&reference=1')).toBe(
      'https://ex.com/s?q=utm_source&reference=1',
    );
  });

  it('returns a URL without tracking parameters exactly as it came', () => {
    expect(withoutTrackingParams('https://ex.com/s?q=a%20b&x=')).toBe('https://ex.com/s?q=a%20b&x=');
  });

  it('returns a string that is not a URL unchanged', () => {
    expect(withoutTrackingParams('not a url')).toBe('not a url');
  });
});

describe('canonicalSourceUrl', () => {
  it('prefers the page’s canonical link on the same site', () => {
    expect(canonicalSourceUrl('https://www.ex.com/a?utm_source=x&amp=1', 'https://ex.com/a')).toBe('https://ex.com/a');
  });

  it('ignores a canonical link to another site', () => {
    expect(canonicalSourceUrl('https://ex.com/a?fbclid=1', 'https://other.org/a')).toBe('https://ex.com/a');
  });

  it('ignores a canonical link to the home page from an article', () => {
    expect(canonicalSourceUrl('https://ex.com/2026/story', 'https://ex.com/')).toBe('https://ex.com/2026/story');
  });

  it('removes tracking parameters from the canonical link too', () => {
    expect(canonicalSourceUrl('https://ex.com/a', 'https://ex.com/a?utm_campaign=c')).toBe('https://ex.com/a');
  });

  it('resolves a relative canonical link against the page', () => {
    expect(canonicalSourceUrl('https://ex.com/a/b?x=1', '/a/b')).toBe('https://ex.com/a/b');
  });
});
