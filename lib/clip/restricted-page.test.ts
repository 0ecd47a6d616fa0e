import { describe, expect, it } from 'vitest';
import { restrictedPageReason } from './restricted-page';

describe('restrictedPageReason', () => {
  it.each([
    ['chrome://version/', /browser’s own pages/],
    ['edge://settings', /browser’s own pages/],
    ['about:blank', /about:/],
    ['https://chromewebstore.google.com/detail/abc', /extension store/],
    ['https://chrome.google.com/webstore/detail/abc', /extension store/],
    ['chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/index.html', /PDF viewer/],
    ['https://example.com/paper.pdf', /PDF viewer/],
    ['view-source:https://example.com/', /Source views/],
    ['data:text/html,<p>hi</p>', /data: address/],
    ['chrome-extension://abcdefghijklmnop/options.html', /belongs to an extension/],
    [undefined, /does not tell Capture Clipper which page/],
  ])('%s cannot be read, and says why', (url, reason) => {
    expect(restrictedPageReason(url)).toMatch(reason);
  });

  it('says how to allow file URLs when file access is off', () => {
    expect(restrictedPageReason('file:///home/me/notes.html', { fileAccess: false })).toMatch(
      /Allow access to file URLs/,
    );
  });

  it.each([
    ['https://example.com/article', {}],
    ['http://127.0.0.1:8080/page.html?x=1', {}],
    ['file:///home/me/notes.html', { fileAccess: true }],
    ['https://chromewebstore.google.com.example.org/', {}],
  ])('%s can be read', (url, context) => {
    expect(restrictedPageReason(url, context)).toBeUndefined();
  });
});
