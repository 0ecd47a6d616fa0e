/**
 * Defuddle's text clean-up mends what layout whitespace leaves behind, and in doing so deletes two things a clip
 * needs: every zero-width joiner (which holds together emoji such as 👨‍👩‍👧 and 👩‍💻, and conjuncts in Indic
 * scripts: the family became three faces) and the space before ":" or "," ("says :smile:" became "says:smile:").
 * Its copy of the page carries stand-ins that it leaves alone, and its content gets the originals back.
 */
const ZERO_WIDTH_JOINER = '\u200d';
/**
 * The unit separator, a control character pages do not hold in their text, and that Defuddle's clean-up leaves. (A
 * Unicode noncharacter, made for such uses, cannot be: Chrome refuses to inject a script file that holds one.)
 */
const JOINER_STAND_IN = '\u001f';
/** Put before an emoji's text (`emojiPicturesAsText`), so that no space comes right before its ":". */
export const SPACE_KEEPER = '\u2060';
const SHOW_TEXT = 4;

export function guardTextForDefuddle(doc: Document): void {
  const body = doc.body;
  if (!body?.textContent?.includes(ZERO_WIDTH_JOINER)) return;
  const walker = doc.createTreeWalker(body, SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    if (text.includes(ZERO_WIDTH_JOINER)) node.nodeValue = text.replaceAll(ZERO_WIDTH_JOINER, JOINER_STAND_IN);
  }
}

export function unguardDefuddleHtml(html: string): string {
  return html.replaceAll(SPACE_KEEPER, '').replaceAll(JOINER_STAND_IN, ZERO_WIDTH_JOINER);
}
