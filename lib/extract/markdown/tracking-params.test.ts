// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withoutTrackingParams } from './tracking-params';

describe('withoutTrackingParams', () => {
  it('takes campaign tags, ad-click ids and embed referrers off a link', () => {
    expect(withoutTrackingParams('https://shop.example/item?id=4&utm_source=news&utm_medium=email#size')).toBe(
      'https://shop.example/item?id=4#size',
    );
    expect(withoutTrackingParams('https://twitter.com/jo/status/17?ref_src=twsrc%5Etfw')).toBe(
      'https://twitter.com/jo/status/17',
    );
    expect(withoutTrackingParams('https://example.org/a?fbclid=IwAR0x&gclid=Cj0')).toBe('https://example.org/a');
  });

  it('keeps every other parameter, and addresses that are not web pages', () => {
    for (const url of [
      'https://example.org/search?q=utm&page=2',
      'mailto:a@example.org?subject=utm_source',
      '/relative?utm_source=x',
    ])
      expect(withoutTrackingParams(url)).toBe(url);
  });
});
