const IDEOGRAPHIC = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const WORD = /[\p{L}\p{N}]+/gu;

/** Words for comparing texts: NFKC, lower case, letter/digit runs, each Han or kana character on its own. */
export function tokens(text: string): string[] {
  return text.normalize('NFKC').toLowerCase().replace(IDEOGRAPHIC, ' $& ').match(WORD) ?? [];
}

/** Whether two texts have the same words in the same order (case, punctuation and markup aside). */
export function sameWords(a: string, b: string): boolean {
  return tokens(a).join(' ') === tokens(b).join(' ');
}

/** Every run of three consecutive words, for "does this passage occur in that text" tests. */
export function trigrams(words: readonly string[]): Set<string> {
  const set = new Set<string>();
  for (let i = 0; i + 2 < words.length; i++) set.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return set;
}
