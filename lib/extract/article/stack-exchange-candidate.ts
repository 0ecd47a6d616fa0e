import { normalizeCodeBlocks } from '../markdown/code-blocks';
import { all } from '../markdown/dom';
import { emojiPicturesAsText } from '../markdown/emoji-pictures';
import type { Candidate } from './candidates';
import { copyOfPage } from './copy-of-page';
import { labelStackExchangePosts, postAuthor } from './label-stack-exchange-posts';

const QUESTION = '#question[data-questionid]';
const POSTS = `${QUESTION} .js-post-body, #answers .answer[data-answerid] .js-post-body`;

const squeezed = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim() || undefined;
const meta = (doc: Document, property: string) =>
  squeezed(doc.querySelector(`meta[property="${property}"]`)?.getAttribute('content'));

/**
 * A Stack Exchange question page (Stack Overflow, Super User, Ask Ubuntu, the *.stackexchange.com family), read
 * by its markup as a site extractor would: the question, then every answer in the page's order, each opened by
 * who posted it (`labelStackExchangePosts`). Neither library has an extractor for these sites, and Readability kept
 * the accepted answer alone when it was the longest post, or ran every answer into the next. Comments are left
 * out, as both libraries leave them. Undefined on any other page.
 */
export function stackExchangeCandidate(doc: Document): Candidate | undefined {
  if (!doc.querySelector(`${QUESTION} .js-post-body`)) return undefined;
  const copy = copyOfPage(doc);
  const question = copy.querySelector(QUESTION);
  const asker = question ? postAuthor(question) : '';
  const asked = question?.querySelector(
    '.post-signature .user-action-time .relativetime, time[itemprop="dateCreated"]',
  );
  labelStackExchangePosts(copy);
  const content = copy.createElement('div');
  for (const post of all(copy, POSTS)) content.append(post);
  normalizeCodeBlocks(content);
  emojiPicturesAsText(content);
  return {
    title: squeezed(copy.querySelector('#question-header h1')?.textContent) ?? meta(copy, 'og:title') ?? copy.title,
    content,
    byline: asker || undefined,
    published: squeezed(asked?.getAttribute('datetime') ?? asked?.getAttribute('title')),
    siteName: meta(copy, 'og:site_name'),
    lang: squeezed(copy.documentElement.getAttribute('lang')),
    siteSpecific: true,
  };
}
