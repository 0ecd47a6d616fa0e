import { bareHost, parseUrl } from './page-url';

/**
 * Whether a page's declared address (canonical link, og:url) names another page of the same site: a query
 * parameter both addresses carry has another value (`watch?v=old` on `watch?v=new`). That is what a single-page app
 * leaves behind when it moves to the next page without rewriting its `<head>`. A canonical address with fewer
 * parameters (tracking ones dropped) or on another host (a mirror, a saved copy) is not that.
 */
export function namesAnotherPage(pageUrl: string, declaredUrl: string): boolean {
  const page = parseUrl(pageUrl);
  const declared = page && parseUrl(declaredUrl, pageUrl);
  if (!page || !declared || bareHost(page.hostname) !== bareHost(declared.hostname)) return false;
  for (const [key, value] of declared.searchParams) {
    if (page.searchParams.has(key) && !page.searchParams.getAll(key).includes(value)) return true;
  }
  return false;
}
