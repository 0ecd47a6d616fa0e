// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { showFadingPictures } from './show-fading-pictures';
import { htmlAfter } from './test-root';

describe('showFadingPictures', () => {
  it('gives a lazy picture waiting at opacity 0 its opacity back (Defuddle removed it as transparent)', () => {
    expect(
      htmlAfter(showFadingPictures, '<img data-main-image="" style="opacity:0" data-src="/lake.jpg" alt="Lake">'),
    ).toBe('<img data-main-image="" style=";" data-src="/lake.jpg" alt="Lake">');
    expect(htmlAfter(showFadingPictures, '<img style="width:100%; opacity: 0 !important; top:0" src="/a.jpg">')).toBe(
      '<img style="width:100%; top:0" src="/a.jpg">',
    );
  });

  it('leaves transparent placeholders with no picture to show, and half-transparent pictures', () => {
    const html =
      '<img style="opacity:0" src="data:image/gif;base64,R0lGOD"><img style="opacity:0"><img style="opacity:0.5" src="/a.jpg">';
    expect(htmlAfter(showFadingPictures, html)).toBe(html);
  });
});
