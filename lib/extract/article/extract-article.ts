import { type Candidate, defuddleCandidate, readabilityCandidate } from './candidates';
import { chooseTitle } from './choose-title';
import { fallbackBody } from './fallback-body';
import { keepAgreedBlocks, reference } from './keep-agreed-blocks';
import { parseFragment } from './parse-fragment';
import { removeTeasers } from './remove-teasers';
import { siteNames } from './site-names';
import { textOf } from './text-of';
import { tokens } from './tokens';
import type { Article, ExtractArticleOptions } from './types';

/** Below this many words an extraction is taken to have missed the article. */
const TINY = 20;

const wordCount = (root: Element) => tokens(textOf(root)).length;

/**
 * Chooses the main content of a page by combining two extractors, measured on the corpus (README
 * "Extraction quality"): Defuddle's content and formatting, minus the blocks Readability left out that do not
 * read as prose; Defuddle's alone when one of its site-specific extractors ran; Readability's content when Defuddle dropped much of the prose Readability kept; whichever
 * found something when the other found (almost) nothing; the cleaned body when neither did.
 * Never modifies `doc`.
 */
export function extractArticle(doc: Document, options: ExtractArticleOptions): Article {
  const defuddle = defuddleCandidate(doc, options.url);
  // A site-specific extractor knows the page's structure (threads, replies, posts) better than any generic rule;
  // Readability is then not run at all: its result would only cost time (threads are often the biggest pages).
  if (defuddle?.siteSpecific && defuddle.contentHtml.trim()) {
    const title = defuddle.title || doc.title;
    return {
      ...metadataOf(defuddle, undefined),
      title,
      contentHtml: defuddle.contentHtml,
      method: 'defuddle-site-extractor',
    };
  }
  const readability = readabilityCandidate(doc);
  const title = chooseTitle(
    readability?.title,
    defuddle?.title,
    doc.title,
    siteNames(doc, defuddle?.siteName, readability?.siteName),
  );
  const meta = (method: string, contentHtml: string): Article => ({
    ...metadataOf(defuddle, readability),
    title,
    contentHtml,
    method,
  });

  const rRoot = readability ? parseFragment(doc, readability.contentHtml) : undefined;
  const dRoot = defuddle ? parseFragment(doc, defuddle.contentHtml) : undefined;
  const rWords = rRoot ? wordCount(rRoot) : 0;
  const dWords = dRoot ? wordCount(dRoot) : 0;

  if (!rRoot || !dRoot || rWords < TINY || dWords < TINY) {
    if (dRoot && dWords >= rWords && dWords > 0) return meta('defuddle', dRoot.innerHTML);
    if (rRoot && rWords > 0) return meta('readability', rRoot.innerHTML);
    return meta('body', fallbackBody(doc));
  }

  keepAgreedBlocks(dRoot, reference(rRoot));
  const agreedWords = wordCount(dRoot);
  // Defuddle dropped a good part of the prose Readability kept (e.g. a section it took for boilerplate).
  if (agreedWords < 0.7 * rWords && rWords > 1.3 * dWords) {
    removeTeasers(rRoot);
    return meta('readability', rRoot.innerHTML);
  }
  removeTeasers(dRoot);
  return meta('defuddle∩readability', dRoot.innerHTML);
}

function metadataOf(first: Candidate | undefined, second: Candidate | undefined) {
  const pick = (key: 'byline' | 'excerpt' | 'siteName' | 'published' | 'lang') => first?.[key] ?? second?.[key];
  return {
    byline: pick('byline'),
    excerpt: pick('excerpt'),
    siteName: pick('siteName'),
    published: pick('published'),
    lang: pick('lang'),
  };
}
