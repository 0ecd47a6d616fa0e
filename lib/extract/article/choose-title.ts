import { tokens } from './tokens';

const phrase = (text: string) => ` ${tokens(text).join(' ')} `;

/**
 * Whether the words a title lost are the site's name: the name itself, part of it ("test" of "r/test"), or a
 * section of the site that starts with its name ("Figma Blog" of "Figma").
 */
function isSiteName(removed: string, siteNames: readonly string[]): boolean {
  const words = tokens(removed);
  if (words.length === 0) return false;
  return siteNames.some((name) => {
    const site = tokens(name);
    return site.length > 0 && (site[0] === words[0] || ` ${site.join(' ')} `.includes(` ${words.join(' ')} `));
  });
}

/**
 * Readability's title, unless Defuddle's is the same title with only the site name taken off ("Array -
 * JavaScript" of "Array - JavaScript | MDN" on MDN); an author or a section name stays ("… | Eleanor Ainge Roy").
 * Defuddle's when Readability found none; else the page's <title>.
 */
export function chooseTitle(
  readability: string | undefined,
  defuddle: string | undefined,
  pageTitle: string,
  siteNames: readonly string[] = [],
): string {
  const r = readability?.trim() ?? '';
  const d = defuddle?.trim() ?? '';
  const full = phrase(r);
  const short = phrase(d);
  const at = short.trim() ? full.indexOf(short) : -1;
  if (r && d && at >= 0 && full !== short) {
    const removed = `${full.slice(0, at)} ${full.slice(at + short.length)}`;
    if (isSiteName(removed, siteNames)) return d;
  }
  return r || d || pageTitle.trim();
}
