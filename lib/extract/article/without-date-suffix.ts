import { sameWords } from './tokens';

const MONTH =
  '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|januar|februar|märz|mai|juni|juli|oktober|dezember)[a-zä]*\\.?';
/** A separator, then only a date and maybe a time: " : 31.10.2023, 10.19 Uhr", " | 5 March 2020", " - Nov 5, 2023 9:41 am". */
const DATE_SUFFIX = new RegExp(
  `\\s+[-–—|·:]\\s+(?:\\d{1,4}[./-]\\d{1,2}[./-]\\d{2,4}|\\d{1,2}\\.? ${MONTH} \\d{4}|${MONTH} \\d{1,2},? \\d{4})(?:,? (?:um )?\\d{1,2}[.:]\\d{2}(?: ?(?:uhr|h|am|pm))?)?\\s*$`,
  'i',
);

/**
 * A title with the date of publication after the headline ("So viel Regen gab es lange nicht : 31.10.2023, 10.19
 * Uhr", as kyffhaeuser-nachrichten.de and nnz-online.de write their tab and OpenGraph titles) is the headline, when
 * an `<h1>` of the page says just that: the date is the note's metadata, not its title.
 */
export function withoutDateSuffix(title: string, doc: Document): string {
  // Most titles end in a word: the expression is not even compiled for them (the script runs cold on every clip).
  if (!/\d/.test(title.slice(-16))) return title;
  const suffix = DATE_SUFFIX.exec(title);
  if (!suffix) return title;
  const headline = title.slice(0, suffix.index).trim();
  return Array.from(doc.querySelectorAll('h1')).some((h1) => sameWords(h1.textContent ?? '', headline))
    ? headline
    : title;
}
