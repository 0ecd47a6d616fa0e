// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { removePluginBars } from './remove-plugin-bars';
import { htmlAfter } from './test-root';

const post = '<p>Auch auf dem KnowledgeCamp 2019 haben wir live gepodcastet.</p>';

describe('removePluginBars', () => {
  it('removes Jetpack\'s share and like bars (a podcast post ended on "Sharen mit: … Gefällt mir: Liken Lade …")', () => {
    const jetpack =
      '<div class="sharedaddy sd-sharing-enabled"><div class="sd-block sd-social"><h3 class="sd-title">Sharen mit:</h3>' +
      '<ul><li><a href="/koa039/?share=twitter">Twitter</a></li></ul></div></div>' +
      '<div class="sharedaddy sd-block sd-like jetpack-likes-widget-wrapper"><h3 class="sd-title">Gefällt mir:</h3>' +
      '<span class="button">Liken</span> <span class="loading">Lade …</span></div>';
    expect(htmlAfter(removePluginBars, `${post}${jetpack}`)).toBe(post);
  });

  it("removes the other share plugins' bars and leaves blocks that only mention sharing", () => {
    const bars =
      '<div class="addtoany_share_save_container"><a href="https://www.addtoany.com/share">Share</a></div>' +
      '<div class="shariff"><ul><li><a href="https://www.facebook.com/sharer/sharer.php?u=x">teilen</a></li></ul></div>';
    const mention = '<div class="share-of-voice"><p>Our share of the market grew.</p></div>';
    expect(htmlAfter(removePluginBars, `${post}${bars}${mention}`)).toBe(`${post}${mention}`);
  });
});
