import { Readability } from '@mozilla/readability';
import Defuddle from 'defuddle';
import { ampElementsAsHtml } from '../markdown/amp-elements';
import { collapseGutterTables, markCodeLanguages, normalizeCodeBlocks } from '../markdown/code-blocks';
import { CONTENT_EMBEDS } from '../markdown/embed-link';
import { emojiPicturesAsText } from '../markdown/emoji-pictures';
import { replaceFormulaPictures } from '../markdown/formula-pictures';
import { pandocMathAsMathml } from '../markdown/math';
import { domParserOf } from '../markdown/parse-html';
import { styledEmphasisAsMarkup } from '../markdown/styled-emphasis';
import { ariaListsAsLists } from './aria-lists-as-lists';
import { bookmarkCardsAsLinks } from './bookmark-cards-as-links';
import { captionTablesAsFigures } from './caption-tables-as-figures';
import { copyOfPage } from './copy-of-page';
import { dropCopiedCaptions } from './drop-copied-captions';
import { dropHeadingSlugs } from './drop-heading-slugs';
import { embedsBehindConsent } from './embeds-behind-consent';
import { fileBlocksAsLinks } from './file-blocks-as-links';
import { EMBEDDED_POST_CLASSES, freeEmbeddedPosts } from './free-embedded-posts';
import { geshiLineListsAsText } from './geshi-line-lists';
import { githubCodeTablesAsBlocks } from './github-code-tables';
import { nestGoogleDocsLists } from './google-docs-lists';
import { guardTextForDefuddle, SPACE_KEEPER, unguardDefuddleHtml } from './guard-defuddle-text';
import { unmarkHeadingHeaders } from './heading-header-classes';
import type { Reference } from './keep-agreed-blocks';
import { guardCodeText } from './keep-code-text';
import { keepContentAsides } from './keep-content-asides';
import { keepDatedLedes } from './keep-dated-ledes';
import { keepInPageLinks } from './keep-in-page-links';
import { keepInlineJoins } from './keep-inline-joins';
import { keepInlineMetadata } from './keep-inline-metadata';
import { keepPictureLinks } from './keep-picture-links';
import { keepQuoteAttributions } from './keep-quote-attributions';
import { liftCodeLabels } from './lift-code-labels';
import { liftCodeTitles } from './lift-code-titles';
import { liftLatexmlNotes } from './lift-latexml-notes';
import { numberListsNumberedByStyle } from './numbered-by-style';
import { openTabPanels } from './open-tab-panels';
import { parseFragment } from './parse-fragment';
import { keepRecipeCardDetails } from './recipe-card-details';
import { removeAppendedStories } from './remove-appended-stories';
import { removeBoilerplate } from './remove-boilerplate';
import { removeHeadingButtons } from './remove-heading-buttons';
import { removeHoverCards } from './remove-hover-cards';
import { removeNotebookPrompts } from './remove-notebook-prompts';
import { removePluginBars } from './remove-plugin-bars';
import { restoreHeadingMarkup } from './restore-heading-markup';
import { safeContentSelectors } from './safe-content-selectors';
import { scriptedEmbedsAsLinks } from './scripted-embeds';
import { showCodeVariants } from './show-code-variants';
import { showFadingPictures } from './show-fading-pictures';
import { sidenotesAsFootnotes } from './sidenotes-as-footnotes';
import { skipFutileRetries } from './skip-futile-retries';
import { readSmallScreenRulesOfPage } from './small-screen-rules';
import { splitPictureGroups } from './split-picture-groups';
import { CALLOUT_CLASSES, standardizeCallouts } from './standard-callouts';
import { mendSwappedSiteName } from './swapped-site-name';
import { taskBoxesAsText } from './task-boxes-as-text';
import type { Article } from './types';
import { unmarkCaptionLookalikes } from './unmark-caption-lookalikes';
import { unwrapTargetAnchors } from './unwrap-target-anchors';

/** What one extraction library made of the page: an Article before one of them is chosen. */
export interface Candidate extends Omit<Article, 'method' | 'contentHtml' | 'contentRoot'> {
  /** The content as a detached element of an inert document: the caller may rewrite it. */
  content: HTMLElement;
  /** True when a site-specific extractor of the library (forums, social posts, chats…) produced the content. */
  siteSpecific?: boolean;
}

const orUndefined = (value: string | null | undefined) => value?.trim() || undefined;

/** Mozilla Readability (Firefox Reader View): good at article boundaries. Works on a copy, since it mutates. */
export function readabilityCandidate(doc: Document): Candidate | undefined {
  try {
    const clone = copyOfPage(doc);
    embedsBehindConsent(clone, doc);
    freeEmbeddedPosts(clone);
    inSharedShape(clone);
    removeBoilerplate(clone);
    unmarkHeadingHeaders(clone);
    if (clone.body) {
      replaceFormulaPictures(clone.body);
      // Before Readability drops the classes that name a block's language and mark its line-number gutter.
      normalizeCodeBlocks(clone.body);
    }
    emojiPicturesAsText(clone);
    // The element itself rather than its HTML: saves serialising it here and parsing it again downstream.
    const parsed = new Readability<HTMLElement>(clone, {
      serializer: (element) => element as HTMLElement,
      // Kept so that the combination can put back the quoted posts Defuddle drops, and callouts their title.
      classesToPreserve: [...EMBEDDED_POST_CLASSES, ...CALLOUT_CLASSES],
      allowedVideoRegex: CONTENT_EMBEDS,
    }).parse();
    if (!parsed?.content) return undefined;
    return {
      title: parsed.title ?? '',
      content: parsed.content,
      byline: orUndefined(parsed.byline),
      excerpt: orUndefined(parsed.excerpt),
      siteName: orUndefined(parsed.siteName),
      published: orUndefined(parsed.publishedTime),
      lang: orUndefined(parsed.lang),
    };
  } catch {
    return undefined;
  }
}

/**
 * Defuddle (Obsidian Web Clipper): good at formatting — code blocks without line numbers, footnotes, math,
 * callouts — and at pages that are not articles. `parse()` is synchronous and never fetches anything (only
 * `parseAsync` may). `article`, what Readability found, spares it re-runs that could only add clutter.
 */
export function defuddleCandidate(doc: Document, url: string, article?: Reference): Candidate | undefined {
  try {
    const copy = copyForDefuddle(doc);
    const defuddle = new Defuddle(copy, { url });
    skipFutileRetries(defuddle, copy, article);
    readSmallScreenRulesOfPage(defuddle, doc);
    safeContentSelectors(defuddle);
    const parsed = defuddle.parse();
    // Metadata Defuddle read from the page's body (a heading, a byline) carries the stand-ins too.
    const unguarded = (value: string | undefined) => unguardDefuddleHtml(value ?? '');
    const content = parseFragment(doc, unguarded(parsed.content));
    restoreHeadingMarkup(content, doc);
    dropCopiedCaptions(content);
    return mendSwappedSiteName(
      {
        title: unguarded(parsed.title),
        content,
        byline: orUndefined(unguarded(parsed.author)),
        excerpt: orUndefined(unguarded(parsed.description)),
        siteName: orUndefined(unguarded(parsed.site)),
        published: orUndefined(parsed.published),
        lang: orUndefined(parsed.language),
        siteSpecific: Boolean(parsed.extractorType),
      },
      doc,
      url,
    );
  } catch {
    return undefined;
  }
}

/**
 * What both libraries' copies need before they read them: the text of anchors that link nowhere set free, the next stories infinite scroll appended and WordPress plugins' share bars taken out, AMP's pictures and players as standard elements, lazy pictures waiting transparent shown, LaTeXML's notes lifted out of the sentence (Defuddle keeps
 * a footnote's mark and drops its text; Readability runs it into the sentence), and Tufte's side notes made notes too, every tab panel shown under its name
 * and every version of a code sample shown, GitHub's and GeSHi's line-numbered code as code blocks, labels drawn over
 * code taken out of it and titles put before it, hidden preview cards taken out of sentences, lists that their style
 * numbers as numbered lists, Google Docs' flat lists nested, bold and italic that styles set as markup, Pandoc's untypeset TeX as math, recipe cards' times kept, admonitions as standard callouts, task-list boxes as text,
 * quotes' attributions as paragraphs (both drop form fields and footers), headings without their copy-link buttons,
 * link previews and attached files as links, pictures laid out over their caption by a table as figures, notebook
 * cells without their prompts, charts and gists that scripts render as links, and the article's own boxes as blocks (both drop every aside).
 */
function inSharedShape(copy: Document): void {
  unwrapTargetAnchors(copy);
  removeAppendedStories(copy);
  removePluginBars(copy);
  ampElementsAsHtml(copy);
  showFadingPictures(copy);
  liftLatexmlNotes(copy);
  sidenotesAsFootnotes(copy);
  openTabPanels(copy);
  showCodeVariants(copy);
  githubCodeTablesAsBlocks(copy);
  geshiLineListsAsText(copy);
  liftCodeLabels(copy);
  liftCodeTitles(copy);
  removeHoverCards(copy);
  numberListsNumberedByStyle(copy);
  nestGoogleDocsLists(copy);
  styledEmphasisAsMarkup(copy);
  pandocMathAsMathml(copy);
  keepRecipeCardDetails(copy);
  standardizeCallouts(copy);
  taskBoxesAsText(copy);
  keepQuoteAttributions(copy);
  dropHeadingSlugs(copy);
  removeHeadingButtons(copy);
  bookmarkCardsAsLinks(copy);
  captionTablesAsFigures(copy);
  fileBlocksAsLinks(copy);
  removeNotebookPrompts(copy);
  scriptedEmbedsAsLinks(copy);
  keepContentAsides(copy);
}

/**
 * Defuddle rewrites the document it is given before it clones it (it re-sets every `srcset` and puts the image of a
 * `<noscript>` into its lazy-loading placeholder, which makes the live page load it), so it reads a copy. The
 * copy has no layout, so pictures the page shows at icon size carry that size as attributes; it carries what open
 * shadow roots show, which Defuddle would otherwise read from the live page (`copyOfPage`). On the copy, besides the
 * shared shape and the embeds put back that wait behind a consent notice (as on Readability's), code blocks beside a line-number gutter stand alone, code blocks carry the language their wrappers name, emoji pictures become text (it drops them as
 * small images), and the text its clean-up would mangle is guarded, as are the seams between inline elements it would space, the dates in an opening line it would take for a
 * byline, the in-page links it would take for citation marks, the links of pictures a span wraps, which it would drop, the blocks it would take for a figure's caption, and
 * ARIA lists, whose items it would empty.
 */
function copyForDefuddle(doc: Document): Document {
  let copy = copyOfPage(doc);
  // linkedom's clones cannot create documents, which Defuddle's conversation extractors need; its parser's can.
  const parser = canCreateDocuments(copy) ? undefined : domParserOf(doc);
  if (parser) copy = parser.parseFromString(doc.documentElement.outerHTML, 'text/html');
  embedsBehindConsent(copy, doc);
  inSharedShape(copy);
  collapseGutterTables(copy);
  markCodeLanguages(copy);
  splitPictureGroups(copy);
  emojiPicturesAsText(copy, SPACE_KEEPER);
  guardTextForDefuddle(copy);
  keepInlineJoins(copy);
  keepDatedLedes(copy);
  guardCodeText(copy);
  keepInlineMetadata(copy);
  keepInPageLinks(copy);
  keepPictureLinks(copy);
  unmarkCaptionLookalikes(copy);
  ariaListsAsLists(copy);
  return copy;
}

function canCreateDocuments(doc: Document): boolean {
  return !!doc.implementation?.createHTMLDocument || !!domParserOf(doc);
}
