import { hasStaleHead } from '../metadata';
import { type Candidate, defuddleCandidate, readabilityCandidate } from './candidates';
import { chooseTitle } from './choose-title';
import { isDeclaredNonTitle } from './declared-title';
import { dropTitleHeading } from './drop-title-heading';
import { fallbackBody } from './fallback-body';
import { githubFileCandidate } from './github-file-candidate';
import { hasEmptiedSections } from './has-emptied-sections';
import { keepAgreedBlocks, type Reference, reference, shareFoundIn } from './keep-agreed-blocks';
import { linkDensity, wordCount } from './link-density';
import { longArticleTitle } from './long-article-title';
import { longerThan } from './longer-than';
import { missesSplitParts } from './misses-split-parts';
import { withProductPicture } from './product-picture';
import { readabilityMissed } from './readability-missed';
import { removeClutter } from './remove-clutter';
import { removeLayoutSideCells } from './remove-layout-side-cells';
import { removeNavigation } from './remove-navigation';
import { removeTagLists } from './remove-tag-lists';
import { removeTeasers } from './remove-teasers';
import { removeTrailingHeadings } from './remove-trailing-headings';
import { removeTruncatedRepeats } from './remove-truncated-repeats';
import { restoreCaptionMarkup } from './restore-caption-markup';
import { restoreDroppedLists, restoreDroppedSublists } from './restore-dropped-lists';
import { restoreQuotedPosts } from './restore-quoted-posts';
import { restoreTrimmedTables } from './restore-trimmed-tables';
import { siteNames } from './site-names';
import { stackExchangeCandidate } from './stack-exchange-candidate';
import { isThreadPage } from './thread-sites';
import { titleAfterSection } from './title-after-section';
import { titleForSiteName } from './title-for-site-name';
import type { Article, ExtractArticleOptions } from './types';
import { withoutDateSuffix } from './without-date-suffix';
import { withoutSiteNames } from './without-site-names';
import { withoutSiteSuffix } from './without-site-suffix';

/** Below this many words an extraction is taken to have missed the article. */
const TINY = 20;
/**
 * From this many characters of text on (whitespace aside, about 300 English words), Readability's article is taken
 * as it is: on long articles (news, blogs, reference pages) its boundaries are the most reliable of the two
 * libraries, and Defuddle — two to four times slower — is then not run at all, which keeps big pages fast. Shorter
 * pages (notes, docs, formatting-heavy posts, threads, pages that are not articles) are where Readability drops or
 * keeps the wrong things; both run there.
 */
const LONG_ARTICLE_CHARS = 1500;
/**
 * Readability's content under this share of Defuddle's is a part of the article (one of several sibling blocks),
 * too little to judge Defuddle's other blocks by; Defuddle's content is then taken, unless it is mostly links.
 */
const PARTIAL = 0.6;
const PARTIAL_MAX_LINK_DENSITY = 0.2;
/** Under this share of Readability's word trigrams found in Defuddle's content, the two chose different blocks. */
const DISJOINT = 0.2;

/** The content without the teaser feeds, clutter lines, tag lists and layout sidebars both libraries let through. */
function withoutClutter(root: HTMLElement, url: string): HTMLElement {
  removeLayoutSideCells(root);
  removeNavigation(root);
  removeTeasers(root);
  removeClutter(root, url);
  removeTagLists(root);
  return root;
}

/**
 * Chooses the main content of a page, measured on the corpus (README "Extraction quality"). A Stack Exchange question
 * and a file in GitHub's code view are read by their markup, neither library running. Otherwise Readability runs first;
 * a long article is taken from it alone, unless the page is a thread or conversation that Defuddle has a site extractor
 * for, or Readability emptied some of its sections. Otherwise Defuddle runs too: its site-specific extractor's content
 * when it has one for the page; Readability's when the two took different parts of the page; Defuddle's when
 * Readability saw only a part of it or emptied sections; else Defuddle's content and formatting minus the blocks
 * Readability left out that do not read as prose; Readability's content when Defuddle dropped much of the prose
 * Readability kept; whichever found something when the other found (almost) nothing; the cleaned body when neither did.
 * The title, summary and date are not taken from a `<head>` that still describes the previous page of a single-page
 * app. Never modifies `doc`.
 */
export function extractArticle(doc: Document, options: ExtractArticleOptions): Article {
  const article = chosenArticle(doc, options);
  if (!hasStaleHead(doc, options.url)) return article;
  // The <head> describes the page before this one (a single-page app): its title, summary and date are that page's.
  return {
    ...article,
    title: withoutSiteSuffix(doc.title.trim()) || article.title,
    excerpt: undefined,
    published: undefined,
  };
}

/** Pages read by their markup, neither library running: each knows its site's structure. */
const SITE_READERS: ReadonlyArray<
  readonly [method: string, read: (doc: Document, url: string) => Candidate | undefined]
> = [
  ['stack-exchange', stackExchangeCandidate],
  ['github-file', githubFileCandidate],
];

function chosenArticle(doc: Document, options: ExtractArticleOptions): Article {
  for (const [method, read] of SITE_READERS) {
    const site = read(doc, options.url);
    if (site) return articleOf({ ...metadataOf(site, undefined), title: site.title }, method, site.content);
  }
  const readability = readabilityCandidate(doc);
  // A long article whose sections Readability emptied is missing parts: Defuddle's view is needed.
  const emptied = !!readability && hasEmptiedSections(readability.content);
  // A long article Readability kept only part of (its sections split by the page) needs Defuddle's view too.
  const long =
    readability &&
    !emptied &&
    longerThan(readability.content.textContent ?? '', LONG_ARTICLE_CHARS) &&
    !missesSplitParts(doc, readability.content);
  const runsDefuddle = !long || isThreadPage(options.url);
  // What Readability found, in words: it spares Defuddle futile re-runs and judges Defuddle's blocks. The steps that
  // put back what Defuddle dropped copy from Readability's content, never change it, so it is read once.
  const rReference = runsDefuddle && readability ? reference(readability.content) : undefined;
  const defuddle = runsDefuddle ? defuddleCandidate(doc, options.url, rReference) : undefined;
  const thread = siteExtractorArticle(doc, defuddle);
  if (thread) return thread;
  const article = long
    ? articleOf(
        { ...metadataOf(readability, undefined), title: longTitle(readability, doc, options.url) },
        'readability',
        withoutClutter(readability.content, options.url),
      )
    : combinedArticle(doc, options, readability, defuddle, emptied, rReference);
  return withProductPicture(withExtractorVideo(article, defuddle), doc, options.url);
}

function longTitle(readability: Candidate, doc: Document, url: string): string {
  const names = siteNames(doc, readability.siteName);
  const title = titleForSiteName(readability.title, doc, url, names) ?? longArticleTitle(readability.title, doc, url);
  return withoutDateSuffix(withoutSiteNames(title, doc, url, names), doc);
}

function articleOf(found: Omit<Article, 'method' | 'contentHtml'>, method: string, root: HTMLElement): Article {
  removeTruncatedRepeats(root);
  const meta = { ...found, title: titleAfterSection(found.title, root) };
  dropTitleHeading(root, meta.title);
  removeTrailingHeadings(root);
  return { ...meta, method, contentHtml: root.innerHTML, contentRoot: root };
}

/** A site-specific extractor knows the page's structure (threads, replies, posts) better than any generic rule. */
function siteExtractorArticle(doc: Document, defuddle: Candidate | undefined): Article | undefined {
  if (!defuddle?.siteSpecific || !(defuddle.content.textContent ?? '').trim()) return undefined;
  const meta = { ...metadataOf(defuddle, undefined), title: defuddle.title || doc.title };
  return articleOf(meta, 'defuddle-site-extractor', defuddle.content);
}

/**
 * The video a site extractor found, leading the article, when the extractor could read nothing else: YouTube
 * after in-app navigation leaves the previous video's description in the page data, so Defuddle gives the current
 * video's player alone, and the description comes from the page itself.
 */
function withExtractorVideo(article: Article, defuddle: Candidate | undefined): Article {
  if (!defuddle?.siteSpecific || (defuddle.content.textContent ?? '').trim()) return article;
  const video = defuddle.content.querySelector('iframe, video');
  if (!video) return article;
  const root = article.contentRoot;
  if (!root) return { ...article, contentHtml: video.outerHTML + article.contentHtml };
  root.prepend(root.ownerDocument.importNode(video, true));
  return { ...article, contentHtml: root.innerHTML };
}

/** Both libraries' views of a short or unusual page, combined. */
function combinedArticle(
  doc: Document,
  options: ExtractArticleOptions,
  readability: Candidate | undefined,
  defuddle: Candidate | undefined,
  readabilityEmptiedSections: boolean,
  readabilityReference: Reference | undefined,
): Article {
  const names = siteNames(doc, defuddle?.siteName, readability?.siteName);
  const chosen = withoutSiteNames(
    chooseTitle(
      readability && !isDeclaredNonTitle(readability.title, doc, options.url)
        ? (titleForSiteName(readability.title, doc, options.url, names) ?? readability.title)
        : undefined,
      defuddle?.title,
      doc.title,
      names,
    ),
    doc,
    options.url,
    names,
  );
  const meta = { ...metadataOf(defuddle, readability), title: withoutDateSuffix(chosen, doc) };
  const rRoot = readability?.content;
  const dRoot = defuddle?.content;
  const rWords = rRoot ? wordCount(rRoot) : 0;
  const dWords = dRoot ? wordCount(dRoot) : 0;

  if (!rRoot || !dRoot || rWords < TINY || dWords < TINY) {
    if (dRoot && dWords >= rWords && dWords > 0) return articleOf(meta, 'defuddle', dRoot);
    if (rRoot && rWords > 0) return articleOf(meta, 'readability', rRoot);
    return { ...meta, method: 'body', contentHtml: fallbackBody(doc) };
  }
  restoreTrimmedTables(dRoot, rRoot);
  restoreCaptionMarkup(dRoot, rRoot);
  restoreQuotedPosts(dRoot, rRoot);
  restoreDroppedLists(dRoot, rRoot);
  restoreDroppedSublists(dRoot, rRoot);
  const rReference = readabilityReference ?? reference(rRoot);
  // The two took different parts of the page: Defuddle followed a selector into a block that is not the article
  // (a hidden dialog, a search panel), while Readability scores only what is visible; unless Readability's part is
  // not the article either.
  const dReference = reference(dRoot);
  if (shareFoundIn(rReference, dReference) < DISJOINT) {
    return readabilityMissed(rRoot, dRoot, rReference, dReference)
      ? articleOf(meta, 'defuddle', withoutClutter(dRoot, options.url))
      : articleOf(meta, 'readability', withoutClutter(rRoot, options.url));
  }
  // Readability kept only a part of what Defuddle found (one of several sibling blocks): too little to judge by.
  if (rWords < PARTIAL * dWords && linkDensity(dRoot) < PARTIAL_MAX_LINK_DENSITY) {
    return articleOf(meta, 'defuddle', withoutClutter(dRoot, options.url));
  }
  // Readability took whole sections' items for clutter: what it left is no measure of Defuddle's blocks.
  if (readabilityEmptiedSections) return articleOf(meta, 'defuddle', withoutClutter(dRoot, options.url));
  keepAgreedBlocks(dRoot, rReference);
  const agreedWords = wordCount(dRoot);
  // Defuddle dropped a good part of the prose Readability kept (e.g. a section it took for boilerplate).
  if (agreedWords < 0.7 * rWords && rWords > 1.3 * dWords) {
    return articleOf(meta, 'readability', withoutClutter(rRoot, options.url));
  }
  return articleOf(meta, 'defuddle∩readability', withoutClutter(dRoot, options.url));
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
