import { parseUrl } from './page-url';

/**
 * Query parameters that only track where a click came from. Removing them makes the same page clip to the same
 * `source_url` whichever newsletter or feed the user arrived from, and keeps the links inside a clip to what they
 * point at: in a note a campaign tag is noise that outlives the campaign and tells the next site where it was found.
 */
const TRACKING_PARAMS = new Set([
  'fbclid',
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'yclid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'mc_cid',
  'mc_eid',
  'igshid',
  'igsh',
  'ref_src',
  'ref_url',
  '_hsenc',
  '_hsmi',
  '__hstc',
  '__hssc',
  '__hsfp',
  'hsctatracking',
  'mkt_tok',
  'oly_anon_id',
  'oly_enc_id',
  'vero_id',
  'vero_conv',
  'rb_clickid',
  's_cid',
  'spm',
  'si',
  '_ga',
  '_gl',
]);

/** Prefixes of whole families of campaign parameters (utm_source, utm_medium, … and Piwik/Matomo's). */
const TRACKING_PREFIXES = ['utm_', 'pk_', 'mtm_', 'itm_'];

export function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return TRACKING_PARAMS.has(lower) || TRACKING_PREFIXES.some((prefix) => lower.startsWith(prefix));
}

/**
 * The URL to file a clip under: tracking parameters removed, everything else (path, other
 * parameters, fragment) untouched. A string that is not a URL is returned as it came.
 */
export function withoutTrackingParams(href: string): string {
  const url = parseUrl(href);
  if (!url) return href;
  if (!url.search) return url.href;
  const names = [...new Set([...url.searchParams.keys()])];
  const tracking = names.filter(isTrackingParam);
  if (tracking.length === 0) return href;
  for (const name of tracking) url.searchParams.delete(name);
  // URLSearchParams re-encodes what it keeps; an empty query should not leave a dangling "?".
  if ([...url.searchParams.keys()].length === 0) url.search = '';
  return url.href;
}
