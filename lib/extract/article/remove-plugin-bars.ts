/**
 * The share, like and related-post bars of WordPress's most used plugins, known by their markup: Jetpack's
 * `sharedaddy` ("Share this:", "Like this: Like Loading…") and related posts, AddToAny, Shariff, Social Warfare and
 * Sassy Social Share. Defuddle keeps Jetpack's bars, and a podcast post on a WordPress site ended on "Sharen mit:
 * Twitter Facebook Flattr / Gefällt mir: Liken Lade …" (knowledge-on-air.de).
 */
const PLUGIN_BARS =
  '.sharedaddy, #jp-post-flair, #jp-relatedposts, .jp-relatedposts, .addtoany_share_save_container, .a2a_kit, ' +
  '.shariff, .swp_social_panel, .heateor_sss_sharing_container';

/** Removes the bars of `PLUGIN_BARS` from a copy of the page. */
export function removePluginBars(doc: Document): void {
  for (const bar of Array.from(doc.querySelectorAll(PLUGIN_BARS))) bar.remove();
}
