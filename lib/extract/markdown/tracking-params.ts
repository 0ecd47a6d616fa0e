/**
 * Query parameters that only tell a site where a click came from (campaign tags, ad-click ids, mail-list ids,
 * embed referrers): in a note they are noise that outlives the campaign, and they tell the next site where the link
 * was found. Every other parameter stays, since it may choose what the page shows.
 */
const TRACKING =
  /^(?:utm_[a-z_]+|fbclid|gclid|dclid|gbraid|wbraid|msclkid|yclid|twclid|igshid|mc_cid|mc_eid|_hsenc|_hsmi|mkt_tok|ref_src|ref_url)$/i;

/** `url` without its tracking parameters; as it is when it has none or is not a web address. */
export function withoutTrackingParams(url: string): string {
  if (!/^https?:/i.test(url) || !url.includes('?')) return url;
  try {
    const parsed = new URL(url);
    const names = Array.from(parsed.searchParams.keys()).filter((name) => TRACKING.test(name));
    if (names.length === 0) return url;
    for (const name of names) parsed.searchParams.delete(name);
    return parsed.href;
  } catch {
    return url;
  }
}
