import { all, oneLine } from '../markdown/dom';

/** The signature of whoever posted: an edited post also signs its last editor, before the author. */
function authorSignature(post: Element): Element | undefined {
  const signatures = all(post, '.post-signature .user-info');
  return signatures.find((info) => !info.querySelector('a[href*="/revisions"]')) ?? signatures.at(-1);
}

/** The name of whoever posted a question or answer, '' when the page does not say. */
export function postAuthor(post: Element): string {
  const details = authorSignature(post)?.querySelector('.user-details a, .user-details [itemprop="name"]');
  return oneLine(details?.textContent);
}

/**
 * "**Answer:** nickf · answered Oct 16, 2008 at 10:58 · 9452 votes · accepted", in the site's words where it has
 * them. A field's label, so that it does not read as a page's dateline (which the clean-up takes out).
 */
function postLine(post: Element, doc: Document): HTMLParagraphElement {
  const author = postAuthor(post);
  const when = oneLine(authorSignature(post)?.querySelector('.user-action-time')?.textContent);
  const votes = oneLine(post.querySelector('.js-vote-count')?.textContent);
  const accepted = post.classList.contains('accepted-answer');
  const line = doc.createElement('p');
  const label = doc.createElement('strong');
  label.textContent = post.id === 'question' ? 'Question:' : 'Answer:';
  const facts = [author, when, /^-?\d+$/.test(votes) ? `${votes} votes` : '', accepted ? 'accepted' : ''];
  line.append(label, ` ${facts.filter(Boolean).join(' · ')}`);
  return line;
}

/**
 * Stack Exchange sites (Stack Overflow, Super User, Ask Ubuntu, the *.stackexchange.com family) give each post's
 * votes, acceptance and author in side columns and cards that the libraries drop or keep in pieces: a clip ran every
 * answer into the next, with a stray vote count and the asker's avatar as a link. Each post now opens with a line
 * saying who posted it, when (in the site's words), its votes and whether it was accepted, each answer after a rule;
 * the columns, cards and the closing "Not the answer you're looking for?" go. On a copy of the page.
 */
export function labelStackExchangePosts(doc: Document): void {
  const posts = all(doc, '#question[data-questionid], #answers .answer[data-answerid]');
  // "Not the answer you're looking for? Browse other questions tagged …", a heading under the last answer.
  for (const notice of all(doc, '#answers .bottom-notice')) notice.remove();
  for (const post of posts) {
    const body = post.querySelector('.js-post-body');
    if (!body) continue;
    const line = postLine(post, doc);
    for (const furniture of all(post, '.votecell, .js-voting-container, .post-signature, .post-menu')) {
      furniture.remove();
    }
    if (post.id === 'question') body.prepend(line);
    else body.prepend(doc.createElement('hr'), line);
  }
}
