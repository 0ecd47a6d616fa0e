import { oneLine } from '../markdown/dom';
import { isDeclaredTitle } from './declared-title';
import { wordCount } from './link-density';
import { readsOn } from './read-on';
import { withoutSiteSuffix } from './without-site-suffix';

/** Fewer paragraph words than this between the headline and the first story, and the page's article is not there. */
const ARTICLE_WORDS = 100;

/** The page's headline: its first h1, when that is the title the page declares or shows in its tab. */
function headlineOf(doc: Document): Element | undefined {
  const first = doc.querySelector('h1');
  const text = oneLine(first?.textContent);
  if (!first || !text) return undefined;
  const tabTitle = withoutSiteSuffix(oneLine(doc.title));
  return isDeclaredTitle(text, doc) || tabTitle === text ? first : undefined;
}

/** The smallest block around a later h1 that also holds a link reading on elsewhere, unless it holds the headline. */
function storyOf(heading: Element, headline: Element): Element | undefined {
  for (let block = heading.parentElement; block && block.localName !== 'body'; block = block.parentElement) {
    if (block.contains(headline)) return undefined;
    if (Array.from(block.querySelectorAll('a[href]')).some(readsOn)) return block;
  }
  return undefined;
}

/**
 * The words of the paragraphs after the headline and before the first story, whose h1 is `storyHeading`. Walked in
 * document order, as linkedom's compareDocumentPosition misorders some distant nodes.
 */
function articleWords(doc: Document, headline: Element, story: Element, storyHeading: Element): number {
  let words = 0;
  let afterHeadline = false;
  for (const element of Array.from(doc.querySelectorAll('h1, p'))) {
    if (element === storyHeading) break;
    if (element === headline) afterHeadline = true;
    else if (afterHeadline && element.localName === 'p' && !story.contains(element)) words += wordCount(element);
  }
  return words;
}

/**
 * Removes the next stories a news site appends under its article as the reader scrolls on (infinite scroll), each
 * under its own h1 and with a "Continue Reading" link to its own page: a clip taken after scrolling must still be
 * the page's article, and Readability took the first appended story instead (kulu-media.com's WordPress theme
 * clipped "Artemis II…" for "Meta Outage…"). Only when the page's headline is its first h1 and the article stands
 * between it and the first story, so that a blog's front page, whose posts all read on, keeps them.
 */
export function removeAppendedStories(doc: Document): void {
  const headline = headlineOf(doc);
  if (!headline) return;
  const stories: Array<{ story: Element; heading: Element }> = [];
  for (const heading of Array.from(doc.querySelectorAll('h1')).slice(1)) {
    const story = storyOf(heading, headline);
    if (story && !stories.some((known) => known.story.contains(story))) stories.push({ story, heading });
  }
  const [first] = stories;
  if (!first || articleWords(doc, headline, first.story, first.heading) < ARTICLE_WORDS) return;
  for (const { story } of stories) story.remove();
}
