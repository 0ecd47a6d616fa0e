// @vitest-environment node
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { titleForSiteName } from './title-for-site-name';

const url = 'http://www.maescot.de/kleine-schafskunde/';
const page = (title: string) =>
  parseHTML(
    `<!doctype html><html><head><title>${title}</title></head><body><header role="banner"><h1>` +
      '<a href="http://www.maescot.de/" rel="home">Mäscot das Schaf – Webcomic</a></h1></header>' +
      '<article><h1>Kleine Schafskunde</h1><p>Schafe sind Herdentiere.</p></article></body></html>',
  ).document as unknown as Document;

describe('titleForSiteName', () => {
  it("gives the tab title's own part when the title is the site's name (maescot.de's clip was titled \"Mäscot das Schaf – Webcomic\")", () => {
    const doc = page('Kleine Schafskunde | Mäscot das Schaf – Webcomic');
    expect(titleForSiteName('Mäscot das Schaf – Webcomic', doc, url, [])).toBe('Kleine Schafskunde');
    expect(titleForSiteName('Maescot', page('Maescot: Kleine Schafskunde'), url, ['Maescot'])).toBe(
      'Kleine Schafskunde',
    );
  });

  it("is undefined for a title that is not the site's name or that the page declares, a tab title that is only the name, or a name in its middle", () => {
    expect(
      titleForSiteName('Kleine Schafskunde', page('Kleine Schafskunde | Mäscot das Schaf – Webcomic'), url, []),
    ).toBe(undefined);
    expect(titleForSiteName('Mäscot das Schaf – Webcomic', page('Mäscot das Schaf – Webcomic'), url, [])).toBe(
      undefined,
    );
    const declared = parseHTML(
      '<html><head><title>Veteran Wraps Baby in Flag - Yahoo</title><meta property="og:title" content="Veteran Wraps Baby in Flag">' +
        '<meta name="application-name" content="Veteran Wraps Baby in Flag"></head><body></body></html>',
    ).document as unknown as Document;
    // Yahoo puts the story's title in application-name, which would make it the site's name.
    expect(titleForSiteName('Veteran Wraps Baby in Flag', declared, url, ['Veteran Wraps Baby in Flag'])).toBe(
      undefined,
    );
    const middle = page('Schafskunde | Mäscot das Schaf – Webcomic | Teil 2');
    expect(titleForSiteName('Mäscot das Schaf – Webcomic', middle, url, [])).toBe(undefined);
  });
});
