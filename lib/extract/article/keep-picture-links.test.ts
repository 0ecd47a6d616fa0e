// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keepPictureLinks } from './keep-picture-links';
import { htmlAfter } from './test-root';

describe('keepPictureLinks', () => {
  it("sets aside a span that wraps a linked picture, which Defuddle rebuilt without its link (france.attac.org's MP3)", () => {
    const html =
      '<p>Pour réécouter son interview, cliquez sur l’icône.<br><span class="spip_documents media">' +
      '<a href="IMG/mp3/interview.mp3" type="audio/mpeg"><img src="mp3.png" alt="MP3 - 8.4 Mo"></a> </span></p>';
    expect(htmlAfter(keepPictureLinks, html)).toBe(
      '<p>Pour réécouter son interview, cliquez sur l’icône.<br>' +
        '<a href="IMG/mp3/interview.mp3" type="audio/mpeg"><img src="mp3.png" alt="MP3 - 8.4 Mo"></a> </p>',
    );
  });

  it('leaves spans with words (a caption, a linked source name), pictures without a link, and spans without pictures', () => {
    const captioned =
      '<span class="image"><a href="/big.jpg"><img src="/small.jpg"></a><span>Photo: Anna B.</span></span>';
    const citation = '<span class="pill"><a href="https://www.epa.gov/hepa"><img src="/epa.ico">US EPA</a></span>';
    const unlinked = '<span class="image"><img src="/small.jpg" alt="A lake"></span>';
    const words = '<p>See <span><a href="/a">the report</a></span>.</p>';
    for (const html of [captioned, citation, unlinked, words]) expect(htmlAfter(keepPictureLinks, html)).toBe(html);
  });
});
