// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { htmlDocument } from '../test-pages';
import { ampElementsAsHtml } from './amp-elements';

/** The elements of `body` once standardized, each as its name and the attributes that matter, in a stable order. */
const standard = (body: string) => {
  const doc = htmlDocument(`<!doctype html><html><body>${body}</body></html>`);
  ampElementsAsHtml(doc);
  return Array.from(doc.body.children, (el) => {
    const attributes = ['src', 'srcset', 'alt', 'width', 'class'].flatMap((name) =>
      el.hasAttribute(name) ? [`${name}=${el.getAttribute(name)}`] : [],
    );
    const sources = Array.from(el.querySelectorAll('source'), (source) => `source=${source.getAttribute('src')}`);
    return [el.localName, ...attributes, ...sources].join(' ');
  });
};

describe('ampElementsAsHtml', () => {
  it('writes an AMP picture its script has not filled in as the <img> it stands for', () => {
    expect(
      standard(
        '<amp-img src="/a.jpg" srcset="/a-600.jpg 600w" width="1200" layout="responsive" alt="A bridge"></amp-img>',
      ),
    ).toEqual(['img src=/a.jpg srcset=/a-600.jpg 600w alt=A bridge width=1200']);
  });

  it("keeps the picture AMP's script rendered, not the transparent one in its sizer", () => {
    expect(
      standard(
        '<amp-img src="/a.jpg" alt="A"><i-amphtml-sizer><img alt="" aria-hidden="true" src="data:image/svg+xml;base64,PHN2Zz4="></i-amphtml-sizer><img alt="A" src="/a.jpg" class="i-amphtml-fill-content"></amp-img>',
      ),
    ).toEqual(['img src=/a.jpg alt=A class=i-amphtml-fill-content']);
  });

  it('writes AMP players as the iframes of their sites, and AMP video and iframes as <video> and <iframe>', () => {
    expect(
      standard(
        '<amp-youtube data-videoid="dQw4w9WgXcQ"></amp-youtube><amp-vimeo data-videoid="76979871"></amp-vimeo>' +
          '<amp-video width="640"><source src="/clip.mp4" type="video/mp4"></amp-video><amp-iframe src="https://datawrapper.dwcdn.net/x/1/"></amp-iframe>',
      ),
    ).toEqual([
      'iframe src=https://www.youtube.com/embed/dQw4w9WgXcQ',
      'iframe src=https://player.vimeo.com/video/76979871',
      'video width=640 source=/clip.mp4',
      'iframe src=https://datawrapper.dwcdn.net/x/1/',
    ]);
  });
});
