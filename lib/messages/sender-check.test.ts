import { describe, expect, it } from 'vitest';
import { isExtensionPageSender, isOwnSender } from './sender-check';

const extension = { id: 'ext-id', baseUrl: 'chrome-extension://ext-id/' };

describe('who may message the background', () => {
  it('trusts our own extension pages, in a tab or not', () => {
    const options = {
      id: 'ext-id',
      url: 'chrome-extension://ext-id/options.html',
      origin: 'chrome-extension://ext-id',
    };
    expect(isExtensionPageSender(options, extension)).toBe(true);
    expect(isExtensionPageSender({ id: 'ext-id', url: 'chrome-extension://ext-id/popup.html' }, extension)).toBe(true);
  });

  it('does not trust our content scripts, which run inside web pages', () => {
    const contentScript = { id: 'ext-id', url: 'https://evil.example/page', origin: 'https://evil.example' };
    expect(isExtensionPageSender(contentScript, extension)).toBe(false);
    expect(isOwnSender(contentScript, extension)).toBe(true);
  });

  it('does not trust another extension, even one naming our pages', () => {
    const other = { id: 'other-id', url: 'chrome-extension://ext-id/options.html' };
    expect(isExtensionPageSender(other, extension)).toBe(false);
    expect(isOwnSender(other, extension)).toBe(false);
  });

  it('does not trust a sender whose origin disagrees with its URL, or that has no URL', () => {
    const mismatch = { id: 'ext-id', url: 'chrome-extension://ext-id/options.html', origin: 'https://evil.example' };
    expect(isExtensionPageSender(mismatch, extension)).toBe(false);
    expect(isExtensionPageSender({ id: 'ext-id' }, extension)).toBe(false);
  });
});
