import { rewriteTextNodes } from '../markdown/dom';
import { BLANK_LINE_MARK, TAB_STAND_IN } from './keep-code-text';
import { INLINE_JOINER } from './keep-inline-joins';

/**
 * Defuddle's text clean-up mends what layout whitespace leaves behind, and in doing so deletes what a clip needs:
 * every zero-width joiner (which holds together emoji such as 👨‍👩‍👧 and 👩‍💻, and conjuncts in Indic scripts: the
 * family became three faces), every left-to-right and right-to-left mark (which keep "C++" and numbers the right way
 * round in Hebrew and Arabic text: "C++&rlm; היא" showed as "++C היא"), and any space before ":", ";", "!", "?" or
 * "," — French sets one there, no-break or plain ("Attention !" became "Attention!"), and "says :smile:" became
 * "says:smile:" — or before a dot that starts a word ("add it to .gitignore" became "to.gitignore", ".NET" and ".5"
 * ran into the word before). Readability's path keeps them all; so that a page reads the same whichever library extracts it,
 * Defuddle's copy of the page carries stand-ins that it leaves alone, and its content gets the originals back.
 */

/**
 * Each guarded character and its stand-in: control characters pages do not hold in their text, and that Defuddle's
 * clean-up leaves. (Unicode noncharacters, made for such uses, cannot be: Chrome refuses to inject a script file
 * that holds one.)
 */
/** A plain space's stand-in: Defuddle reads it as no space, and it comes back as one. */
export const SPACE_STAND_IN = '\u001c';
const STAND_INS: ReadonlyArray<readonly [original: string, standIn: string]> = [
  ['\u200d', '\u001f'],
  ['\u00a0', '\u001e'],
  ['\u202f', '\u001d'],
  [' ', SPACE_STAND_IN],
  ['\u200e', '\u001b'],
  ['\u200f', '\u001a'],
];
/**
 * What needs guarding: a joiner, a direction mark, a space before the punctuation Defuddle pulls spaces away from, or
 * before a dot that starts a word. Not a plain space before "," or a sentence's "." (what a line break before them in
 * the markup leaves, which Defuddle rightly mends), nor line breaks, which a stand-in would give back as spaces.
 */
const GUARDED = /\u200d|[\u200e\u200f]|[\u00a0\u202f](?=[:;!?,])| (?=[:;!?]|\.[\p{L}\p{N}])/gu;
/** Put before an emoji's text (`emojiPicturesAsText`), so that no space comes right before its ":". */
export const SPACE_KEEPER = '\u2060';
const CODE_PARENTS = new Set(['style', 'script']);

const standInFor = (character: string) => STAND_INS.find(([original]) => original === character)?.[1] ?? character;

export function guardTextForDefuddle(doc: Document): void {
  const body = doc.body;
  if (!body || !new RegExp(GUARDED.source, 'u').test(body.textContent ?? '')) return;
  // linkedom splits text at entities ("Attention", "&nbsp;", "!"): one node per run of text, so a space and the
  // punctuation after it are seen together.
  body.normalize();
  // Style sheets and scripts are code, which Defuddle reads as such: " .class" and " !important" are CSS.
  rewriteTextNodes(body, (text, node) =>
    CODE_PARENTS.has(node.parentNode?.nodeName.toLowerCase() ?? '') ? text : text.replace(GUARDED, standInFor),
  );
}

/** Marks that stand for nothing in the page: taken out. */
const MARKS = [SPACE_KEEPER, INLINE_JOINER, BLANK_LINE_MARK];
/** Every stand-in, given back its original: the guarded characters' and the tabs of code blocks. */
const ORIGINALS: ReadonlyArray<readonly [original: string, standIn: string]> = [...STAND_INS, ['\t', TAB_STAND_IN]];

export function unguardDefuddleHtml(html: string): string {
  let unguarded = html;
  for (const mark of MARKS) unguarded = unguarded.replaceAll(mark, '');
  for (const [original, standIn] of ORIGINALS) unguarded = unguarded.replaceAll(standIn, original);
  return unguarded;
}
