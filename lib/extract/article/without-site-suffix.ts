import { sameWords, tokens } from './tokens';

const BAR = / +[|/·] +/g;
const DASH = / +[-–—] +/g;

/** Words as a reader counts them in a title: "dhammatalks.org" is one, a dash is none. */
export const titleWords = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** The title before the last separator, when the two parts' word counts pass `fits`. */
function cutAtLast(title: string, separator: RegExp, fits: (head: number, tail: number) => boolean) {
  const last = [...title.matchAll(separator)].at(-1);
  if (last?.index === undefined) return undefined;
  const head = title.slice(0, last.index).trim();
  return fits(titleWords(head), titleWords(title.slice(last.index + last[0].length))) ? head : undefined;
}

/**
 * A tab title without its trailing site name: "Array - JavaScript | MDN" → "Array - JavaScript", "City Approves
 * Transit Expansion - Example Daily" → "City Approves Transit Expansion". The last segment counts as a site name
 * when it is short — at most three words after a bar, slash or dot, two after a dash (dashes also join the parts of
 * real titles: "… - Example Dev Blog" stays) — and what is before it is at least two words and longer. A tab title
 * that starts with the page's `heading` then a bar is that heading, however short ("Installation | Glacier Docs" on a
 * docs page whose `<h1>` is "Installation"); not before a dash, where titles keep their site ("Mozilla - Wikipedia").
 */
export function withoutSiteSuffix(title: string, heading = ''): string {
  if (tokens(heading).length > 0) {
    for (const separator of title.matchAll(BAR)) {
      const head = title.slice(0, separator.index).trim();
      if (sameWords(head, heading)) return head;
    }
  }
  return (
    cutAtLast(title, BAR, (head, tail) => tail <= 3 && head >= 2 && head >= 2 * tail) ??
    cutAtLast(title, DASH, (head, tail) => tail <= 2 && head >= 2 && head > tail) ??
    title
  );
}
