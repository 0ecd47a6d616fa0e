import { all, classTokens, replaceNode } from './dom';

/** Emoji characters only (flags, keycaps, skin tones and ZWJ sequences included), and at least one of them. */
const EMOJI_ONLY = /^(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\u200d|\ufe0f|\u20e3|\s)+$/u;
const HAS_EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3/u;
const EMOJI_CLASS = /emoji|smiley/i;
const EMOJI_PATH = /\/(emoji|emojis|smilies|smileys)\//i;
/** A picture's text is a code or a smiley (":smile:", ":)"), not a description, up to this length. */
const SHORT_ALT = 40;

/**
 * Replaces emoji drawn as pictures (WordPress, X, Discourse, Mastodon, forum smilies) by the text they stand for:
 * in a note they would be a sized-less image mid-sentence, and Defuddle drops them outright as small images,
 * leaving "Discourse says for a smile". Done on both libraries' copies of the page and before the Markdown
 * conversion, which a selection goes through alone. `prefix` goes before each (see `copyForDefuddle`).
 */
export function emojiPicturesAsText(root: ParentNode & Node, prefix = ''): void {
  const doc = root.ownerDocument ?? (root as Document);
  for (const img of all(root, 'img[alt]')) {
    const text = emojiText(img);
    if (!text) continue;
    replaceNode(img, doc.createTextNode(prefix + text));
  }
}

function emojiText(img: Element): string | undefined {
  const alt = (img.getAttribute('alt') ?? '').trim();
  if (!alt) return undefined;
  if (EMOJI_ONLY.test(alt) && HAS_EMOJI.test(alt)) return alt;
  const marked =
    classTokens(img).some((token) => EMOJI_CLASS.test(token)) || EMOJI_PATH.test(img.getAttribute('src') ?? '');
  return marked && alt.length <= SHORT_ALT ? alt : undefined;
}
