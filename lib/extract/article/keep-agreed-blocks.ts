import { textOf } from './text-of';
import { tokens, trigrams } from './tokens';

/** Kinds of content one extractor can represent and the other cannot; never judged by text agreement. */
const PROTECTED = 'pre, code, math, table, sup, #footnotes, .footnote, [id^="fn"], [data-callout]';
const HOLDS_PROTECTED = 'pre, math, table, #footnotes, .footnote, [data-callout]';
const BLOCK =
  'p, li, h1, h2, h3, h4, h5, h6, td, th, figcaption, dd, dt, blockquote, div, section, article, aside, header, footer, ul, ol, table, figure, pre, dl';
const HEADING = /^h[1-6]$/i;
/** Share of a block's word trigrams that must occur in the reference for the block to count as agreed. */
const AGREEMENT = 0.7;
/** A block of at least this many words, with few links and some punctuation, reads as prose: kept anyway. */
const PROSE_WORDS = 8;

export interface Reference {
  /** The reference text's words, space-joined with a leading and trailing space. */
  joined: string;
  trigrams: Set<string>;
}

/** The words of `root` (an extraction's content) to compare other blocks against. */
export function reference(root: Node): Reference {
  const words = tokens(textOf(root));
  return { joined: ` ${words.join(' ')} `, trigrams: trigrams(words) };
}

function trigramsFound(grams: Set<string>, ref: Reference): number {
  let found = 0;
  for (const gram of grams) if (ref.trigrams.has(gram)) found++;
  return found;
}

/** Share of the word trigrams of `part` that occur in `whole`: how much of one extraction the other holds. */
export function shareFoundIn(part: Reference, whole: Reference): number {
  return part.trigrams.size === 0 ? 1 : trigramsFound(part.trigrams, whole) / part.trigrams.size;
}

function agrees(words: readonly string[], ref: Reference): boolean {
  if (words.length < 3) return ref.joined.includes(` ${words.join(' ')} `);
  return trigramsFound(trigrams(words), ref) >= AGREEMENT * (words.length - 2);
}

function readsAsProse(block: Element, words: readonly string[]): boolean {
  if (words.length < PROSE_WORDS || block.closest('figure, figcaption, li')) return false;
  let linkWords = 0;
  for (const link of Array.from(block.querySelectorAll('a'))) linkWords += tokens(link.textContent ?? '').length;
  return linkWords / words.length < 0.2 && /[.!?:;,。！？]/.test(block.textContent ?? '');
}

/**
 * A line ending in a colon right before a code block or a table ("Here is the key generation code:") says what
 * follows; Readability drops such short lines, and page furniture does not stand before code or tables.
 */
function introducesCodeOrTable(block: Element): boolean {
  const next = block.nextElementSibling;
  return /:\s*$/.test(block.textContent ?? '') && !!next && /^(pre|table)$/.test(next.localName);
}

/**
 * A figure's caption stays with its picture, which has no words to agree by and always stays: captions Readability
 * left out had gone while their pictures stayed (a chart without the words saying what it shows). Not a caption
 * that only repeats a picture's alt text, which Defuddle makes for pictures without one (a teaser list's headlines).
 */
function isOwnCaption(block: Element): boolean {
  const caption = block.closest('figcaption');
  const text = caption?.textContent?.trim();
  const pictures = Array.from(caption?.closest('figure')?.querySelectorAll('img') ?? []);
  return !!text && pictures.length > 0 && pictures.every((img) => img.getAttribute('alt')?.trim() !== text);
}

/**
 * Removes from `root` the leaf blocks that the reference extraction left out and that do not read as prose:
 * the share bars, counters, teasers and link lists one extractor kept and the other did not.
 * Returns the number of blocks removed.
 */
export function keepAgreedBlocks(root: Element, ref: Reference): number {
  let removed = 0;
  const visit = (parent: Element): void => {
    for (const child of Array.from(parent.children)) {
      if (child.matches(PROTECTED)) continue;
      const words = tokens(textOf(child));
      if (words.length === 0) continue;
      if (child.querySelector(HOLDS_PROTECTED) || child.querySelector(BLOCK)) {
        visit(child);
        continue;
      }
      if (agrees(words, ref) || readsAsProse(child, words) || introducesCodeOrTable(child)) continue;
      if (isOwnCaption(child)) continue;
      if (HEADING.test(child.localName)) {
        headings.push(child);
        continue;
      }
      child.remove();
      removed++;
    }
  };
  const headings: Element[] = [];
  visit(root);
  // A heading stays when content it introduces stayed (a search result's linked title above its snippet).
  for (const heading of headings.reverse()) {
    const next = heading.nextElementSibling;
    if (next && !HEADING.test(next.localName) && (next.textContent ?? '').trim()) continue;
    heading.remove();
    removed++;
  }
  return removed;
}
