import { namesAnotherPage } from './names-another-page';
import { queryAll } from './query-all';

/**
 * Whether the page's `<head>` still describes the page before it (its canonical link or og:url names another page
 * of the site): then its title, description, author and dates are that page's too, and only the tab title and the
 * page body can be trusted. YouTube keeps the previous video's og:title after moving to the next one.
 */
export function hasStaleHead(doc: Document, pageUrl: string): boolean {
  const declared = [
    ...queryAll(doc, 'link[rel~="canonical"][href]').map((link) => link.getAttribute('href')),
    ...queryAll(doc, 'meta[property="og:url"][content]').map((meta) => meta.getAttribute('content')),
  ];
  return declared.some((url) => !!url?.trim() && namesAnotherPage(pageUrl, url.trim()));
}
