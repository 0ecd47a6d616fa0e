// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { scriptedEmbedsAsLinks } from './scripted-embeds';
import { htmlAfter } from './test-root';

describe('scriptedEmbedsAsLinks', () => {
  it('gives a Flourish placeholder the iframe its script makes (the chart was lost with the script)', () => {
    const placeholder =
      '<div class="flourish-embed flourish-map" data-src="visualisation/1234567"><script src="https://public.flourish.studio/resources/embed.js"></script></div>';
    expect(htmlAfter(scriptedEmbedsAsLinks, placeholder)).toBe(
      '<div class="flourish-embed flourish-map" data-src="visualisation/1234567"><iframe src="https://flo.uri.sh/visualisation/1234567/embed"></iframe></div>',
    );
  });

  it("rewrites a gist's script as a link to the gist, naming the file it shows", () => {
    const scripts =
      '<script src="https://gist.github.com/janedoe/0123abcd.js"></script><script src="https://gist.github.com/janedoe/0123abcd.js?file=clean.py"></script>';
    expect(htmlAfter(scriptedEmbedsAsLinks, scripts)).toBe(
      '<p><a href="https://gist.github.com/janedoe/0123abcd">GitHub gist</a></p><p><a href="https://gist.github.com/janedoe/0123abcd">GitHub gist: clean.py</a></p>',
    );
  });

  it('leaves embeds whose script has run: the iframe is there, the gist follows its script', () => {
    const rendered =
      '<div class="flourish-embed" data-src="visualisation/1"><iframe src="https://flo.uri.sh/visualisation/1/embed"></iframe></div>' +
      '<script src="https://gist.github.com/a/b1.js"></script><link rel="stylesheet" href="https://github.githubassets.com/gist-embed.css">' +
      '<div class="gist"><div class="gist-file"><table><tr><td>code</td></tr></table></div></div>';
    expect(htmlAfter(scriptedEmbedsAsLinks, rendered)).toBe(rendered);
  });
});
