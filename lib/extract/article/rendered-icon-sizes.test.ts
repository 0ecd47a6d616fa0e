import { afterEach, describe, expect, it } from 'vitest';
import { writeRenderedIconSizes } from './rendered-icon-sizes';

/** A picture as the page shows it: happy-dom has no layout, so its load state and box are given. */
function picture(attributes: string, shown: { loaded: boolean; width: number; height: number }): HTMLImageElement {
  const template = document.createElement('template');
  template.innerHTML = `<img ${attributes}>`;
  const img = template.content.firstElementChild as HTMLImageElement;
  Object.defineProperty(img, 'complete', { value: true });
  Object.defineProperty(img, 'naturalWidth', { value: shown.loaded ? 64 : 0 });
  img.getBoundingClientRect = () => ({ width: shown.width, height: shown.height }) as DOMRect;
  return img;
}

function sizesInCopy(...pictures: HTMLImageElement[]): Array<string | null> {
  document.body.append(...pictures);
  const copy = document.cloneNode(true) as Document;
  writeRenderedIconSizes(document, copy);
  return Array.from(copy.querySelectorAll('img'), (img) =>
    img.hasAttribute('width') ? `${img.getAttribute('width')}x${img.getAttribute('height')}` : null,
  );
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('writeRenderedIconSizes', () => {
  it("gives a loaded picture the page's CSS shows at icon size that size in the copy", () => {
    expect(sizesInCopy(picture('src="/icon.svg"', { loaded: true, width: 16, height: 15.6 }))).toEqual(['16x16']);
  });

  it('leaves pictures shown larger than an icon, still loading, broken, sized by their own attributes, or standing in for a lazy one', () => {
    expect(
      sizesInCopy(
        picture('src="/photo.jpg"', { loaded: true, width: 600, height: 400 }),
        picture('src="/banner.jpg"', { loaded: true, width: 600, height: 20 }),
        picture('src="/lazy.jpg"', { loaded: false, width: 0, height: 0 }),
        picture('src="/blocked.jpg"', { loaded: false, width: 16, height: 16 }),
        picture('src="/flag.png" width="23" height="15"', { loaded: true, width: 23, height: 15 }),
        picture('src="data:image/gif;base64,R0lGODlhAQABAAAAACw="', { loaded: true, width: 1, height: 1 }),
        picture('src="/blank.gif" data-src="/photo.jpg"', { loaded: true, width: 1, height: 1 }),
      ),
    ).toEqual([null, null, null, null, '23x15', null, null]);
  });

  it('never changes the page it measures', () => {
    document.body.append(picture('src="/icon.svg"', { loaded: true, width: 16, height: 16 }));
    const before = document.body.innerHTML;
    writeRenderedIconSizes(document, document.cloneNode(true) as Document);
    expect(document.body.innerHTML).toBe(before);
  });
});
