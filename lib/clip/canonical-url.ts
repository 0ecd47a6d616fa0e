import { bareHost, parseUrl } from '../extract/metadata/page-url';
import { withoutTrackingParams } from '../extract/metadata/tracking-params';

export { isTrackingParam, withoutTrackingParams } from '../extract/metadata/tracking-params';

/**
 * The page's own `<link rel=canonical>` when it is a plausible name for the same page (same host,
 * not the site's home page standing in for an article, which some CMSs emit by mistake),
 * otherwise the address bar's URL. Tracking parameters are removed either way.
 */
export function canonicalSourceUrl(pageUrl: string, declaredCanonical?: string): string {
  const chosen = declaredCanonical && plausibleCanonical(pageUrl, declaredCanonical) ? declaredCanonical : pageUrl;
  return withoutTrackingParams(chosen === pageUrl ? pageUrl : new URL(chosen, pageUrl).href);
}

function plausibleCanonical(pageUrl: string, canonical: string): boolean {
  const page = parseUrl(pageUrl);
  const declared = page && parseUrl(canonical, pageUrl);
  if (!page || !declared || !/^https?:$/.test(declared.protocol)) return false;
  if (bareHost(page.hostname) !== bareHost(declared.hostname)) return false;
  return !(declared.pathname === '/' && page.pathname !== '/');
}
