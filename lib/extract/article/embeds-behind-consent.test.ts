// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { embedsBehindConsent } from './embeds-behind-consent';
import { htmlAfter } from './test-root';

const tweet =
  '<blockquote class="twitter-tweet"><p lang="en">A machine should not decide over life and death.</p>— Agnes ' +
  'Callamard (@AgnesCallamard) <a href="https://twitter.com/AgnesCallamard/status/1455512589295816707">November 2, 2021</a></blockquote>';
const notice =
  '<h2>Twitter freischalten</h2><div class="message">Wir respektieren deine Privatsphäre und stellen deshalb ohne ' +
  'dein Einverständnis keine Verbindung zu Twitter her.</div><a href="/user/0/third-party-services" class="button">Datenschutzeinstellungen verwalten</a>';

const consent = (doc: Document) => embedsBehindConsent(doc, doc);

describe('embedsBehindConsent', () => {
  it("puts the tweet a consent notice keeps in a hidden textarea in the notice's place (amnesty.de showed the notice)", () => {
    const html =
      '<p>Before.</p><div class="third-party-services--placeholder" data-placeholder-type="field_embedded_code">' +
      `<textarea class="third-party-services--original-content" hidden><form><input type="checkbox"></form>${tweet}<script async src="https://platform.twitter.com/widgets.js"></script></textarea>` +
      `${notice}</div><p>After.</p>`;
    expect(htmlAfter(consent, html)).toBe(`<p>Before.</p>${tweet}<p>After.</p>`);
  });

  it('reads a template too, and takes a video frame', () => {
    const frame = '<iframe src="https://www.youtube-nocookie.com/embed/abc123"></iframe>';
    const html = `<div class="embed-privacy-container"><template>${frame}</template><p>Click to load the video.</p></div>`;
    expect(htmlAfter(consent, html)).toBe(frame);
  });

  it('leaves a notice that keeps no embed, and text areas outside consent notices', () => {
    const empty = `<div class="consent-placeholder"><textarea hidden>Nothing here</textarea>${notice}</div>`;
    const form = `<form class="comment-form"><textarea name="comment">${tweet}</textarea></form>`;
    for (const html of [empty, form]) expect(htmlAfter(consent, html)).toBe(html);
  });
});
