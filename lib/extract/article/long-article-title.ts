import { isDeclaredNonTitle, isDeclaredTitle } from './declared-title';
import { titleWords, withoutSiteSuffix } from './without-site-suffix';

/**
 * The title of a long article, from Readability's. A title the page declares in its metadata stays as it is (the
 * publisher chose it, site name and all), unless it is no title: the site's brand or a slug. One Readability made from the tab
 * title becomes the tab title without a trailing site name: Readability keeps short titles whole ("Array -
 * JavaScript | MDN") and cuts long ones at any last separator ("Lessons from Building API Integrations - Example
 * Dev Blog"), where a note wants the site name off and the title's own parts on.
 */
export function longArticleTitle(readabilityTitle: string, doc: Document, url: string): string {
  const tab = doc.title.replace(/\s+/g, ' ').trim();
  const heading = doc.querySelector('h1')?.textContent ?? '';
  const found = readabilityTitle.replace(/\s+/g, ' ').trim();
  const title = isDeclaredNonTitle(found, doc, url) ? '' : found;
  if (!title || !tab) return title || withoutSiteSuffix(tab, heading);
  // Readability took a later part of the tab title ("remoteStorage" of "draft-dejong-remotestorage-04 - …").
  if (isDeclaredTitle(title, doc) || !tab.startsWith(title)) return title;
  const cut = withoutSiteSuffix(tab, heading);
  // Readability cut more than a site name can be ("| My Hero Academia [Archive of Our Own]"): a trail of sections.
  if (cut === tab && titleWords(tab.slice(title.length)) > 3) return title;
  return cut;
}
