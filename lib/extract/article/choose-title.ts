import { tokens } from './tokens';

const phrase = (text: string) => ` ${tokens(text).join(' ')} `;

/**
 * Readability's title, unless Defuddle's is the same title without the site name (Defuddle strips
 * "| Site" suffixes that Readability keeps); Defuddle's when Readability found none; else the page's <title>.
 */
export function chooseTitle(readability: string | undefined, defuddle: string | undefined, pageTitle: string): string {
  const r = readability?.trim() ?? '';
  const d = defuddle?.trim() ?? '';
  if (r && d && phrase(d).trim() && phrase(r).includes(phrase(d))) return d;
  return r || d || pageTitle.trim();
}
