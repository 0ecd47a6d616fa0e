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

/** `longer` without the words of `shorter` (a phrase inside it), or undefined when `shorter` is not inside. */
function leftOver(longer: string, shorter: string): string | undefined {
  const at = shorter.trim() ? longer.indexOf(shorter) : -1;
  if (at < 0 || longer === shorter) return undefined;
  return `${longer.slice(0, at)} ${longer.slice(at + shorter.length)}`;
}

/**
 * The fuller of the two extractors' titles when one is the other plus some words, unless those words are only the
 * site name: "Array - JavaScript" of "Array - JavaScript | MDN" on MDN, but "… | Eleanor Ainge Roy" (an author)
 * and "Breaking: …" stay. Readability's title when they differ otherwise; Defuddle's when Readability found none;
 * else the page's <title>.
 */
export function chooseTitle(
  readability: string | undefined,
  defuddle: string | undefined,
  pageTitle: string,
  siteNames: readonly string[] = [],
): string {
  const r = readability?.trim() ?? '';
  const d = defuddle?.trim() ?? '';
  if (r && d) {
    const dropped = leftOver(phrase(r), phrase(d));
    if (dropped !== undefined) return isSiteName(dropped, siteNames) ? d : r;
    const added = leftOver(phrase(d), phrase(r));
    if (added !== undefined) return isSiteName(added, siteNames) ? r : d;
  }
  return r || d || pageTitle.trim();
}
