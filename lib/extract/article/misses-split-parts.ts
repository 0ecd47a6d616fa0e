import { oneLine } from '../markdown/dom';
import { reference, shareFoundIn } from './keep-agreed-blocks';
import { wordCount } from './link-density';

/** A paragraph this long is the article's prose, not a caption or a label. */
const PROSE_CHARS = 40;
/** Left-out paragraphs of the article's own kind that hold this share of the kept words, or more, are a missed part. */
const MISSED_SHARE = 0.05;
const MISSED_MIN_WORDS = 50;

const oneLineText = (element: Element) => oneLine(element.textContent);
/** A paragraph's class names, in a set order: politico writes `class=" story-text__paragraph"` on some. */
const kindOf = (element: Element) => (element.getAttribute('class') ?? '').trim().split(/\s+/).sort().join(' ');

/**
 * Whether Readability kept only part of an article the page splits across sibling sections: politico.com sets each
 * run of its story's paragraphs (`p.story-text__paragraph`) in its own page section between ads, Readability kept
 * the later half, and the clip began mid-story. The article's paragraphs are known by the class of the first one
 * Readability kept; those before it that Readability does not hold in other words count as missed.
 */
export function missesSplitParts(doc: Document, content: Element): boolean {
  const first = Array.from(content.querySelectorAll('p')).find((p) => oneLineText(p).length >= PROSE_CHARS);
  if (!first) return false;
  const text = oneLineText(first);
  const paragraphs = Array.from(doc.querySelectorAll('p[class]'));
  const at = paragraphs.findIndex((p) => oneLineText(p) === text);
  const kind = at >= 0 ? kindOf(paragraphs[at] as Element) : '';
  if (!kind) return false;
  const kept = reference(content);
  let missed = 0;
  // Only before the first kept paragraph: after it, paragraphs of the same kind may be comments or teasers.
  for (const paragraph of paragraphs.slice(0, at)) {
    if (kindOf(paragraph) !== kind || oneLineText(paragraph).length < PROSE_CHARS) continue;
    if (shareFoundIn(reference(paragraph), kept) < 0.5) missed += wordCount(paragraph);
  }
  return missed >= MISSED_MIN_WORDS && missed >= MISSED_SHARE * wordCount(content);
}
