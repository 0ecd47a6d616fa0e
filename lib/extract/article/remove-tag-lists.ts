import { parseUrl } from '../metadata/page-url';

/** A path segment that names a taxonomy page: a tag, a category, a topic (in English, German, Spanish, French). */
const TAXONOMY_SEGMENT =
  /^(?:tags?|categor(?:y|ies)|topics?|schlagworte?|stichworte?|kategorien?|etiquetas?|mots-cles)$/i;

/** Whether `href` leads to a taxonomy page: `/tag/handbuch`, `/category/news/`, `?tag=x` not included. */
function leadsToTaxonomy(href: string): boolean {
  // Any base will do: only the path is read, and a relative address needs one to parse.
  const segments = (parseUrl(href, 'https://base.invalid/')?.pathname ?? '').split('/').filter(Boolean);
  // The segment names the page kind only when a term follows it ("/tag/rezension"); "/topics" alone is an index.
  return segments.slice(0, -1).some((segment) => TAXONOMY_SEGMENT.test(segment));
}

/**
 * Removes the lists of a post's tags or categories: every item one link to a taxonomy page, and nothing else
 * ("Handbuch · Internetrecht · Rezension" under telemedicus.info's review). They file the page on its site; in a
 * note they are links to listings. Returns the number of lists removed.
 */
export function removeTagLists(root: Element): number {
  let removed = 0;
  for (const list of Array.from(root.querySelectorAll('ul, ol'))) {
    const items = Array.from(list.children);
    if (items.length === 0 || !items.every(isTagItem)) continue;
    list.remove();
    removed++;
  }
  return removed;
}

function isTagItem(item: Element): boolean {
  if (item.localName !== 'li') return false;
  const links = item.querySelectorAll('a[href]');
  const link = links[0];
  if (links.length !== 1 || !link || !leadsToTaxonomy(link.getAttribute('href') ?? '')) return false;
  return (item.textContent ?? '').replace(/[\s,·|•]+/g, '') === (link.textContent ?? '').replace(/\s+/g, '');
}
