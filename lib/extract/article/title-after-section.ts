import { oneLine, opens } from '../markdown/dom';

/** The separators a tab title puts between a site's section and the page's own title. */
const SEPARATOR = /\s+[»›|:/·–—-]\s+/g;

/**
 * The title without the site's sections before it, when the content opens with a heading that is the title's last
 * part: "Law » Verstößt der Ausschluss …?" over an article that opens with "Verstößt der Ausschluss …?". The page
 * itself says where its title starts.
 */
export function titleAfterSection(title: string, content: Element): string {
  const heading = content.querySelector('h1, h2, h3');
  const text = oneLine(heading?.textContent);
  if (!heading || !text || !opens(content, heading)) return title;
  for (const separator of title.matchAll(SEPARATOR)) {
    const rest = title.slice((separator.index ?? 0) + separator[0].length).trim();
    if (rest === text) return rest;
  }
  return title;
}
