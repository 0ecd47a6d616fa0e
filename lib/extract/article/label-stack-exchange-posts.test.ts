// @vitest-environment node
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { labelStackExchangePosts } from './label-stack-exchange-posts';

const signature = (action: string, user: string, revisions = false) =>
  `<div class="post-signature"><div class="user-info"><div class="user-action-time">${
    revisions ? `<a href="/posts/1/revisions">${action}</a>` : action
  }</div><div class="user-details"><a href="/users/1/${user}">${user}</a><span class="reputation-score">1k</span></div></div></div>`;

const answer = (id: number, votes: number, body: string, signatures: string, accepted = false) =>
  `<div id="answer-${id}" class="answer js-answer${accepted ? ' accepted-answer' : ''}" data-answerid="${id}">
   <div class="post-layout"><div class="votecell"><div class="js-voting-container"><button>Up vote</button>
   <div class="js-vote-count">${votes}</div></div></div><div class="answercell"><div class="s-prose js-post-body">${body}</div>
   ${signatures}</div></div></div>`;

const page = (answers: string) =>
  parseHTML(`<!doctype html><html><body><div id="mainbar"><div id="question" data-questionid="1"><div class="js-voting-container">
    <div class="js-vote-count">70</div></div><div class="s-prose js-post-body"><p>How?</p></div>
    ${signature('asked Oct 16, 2008 at 10:57', 'johnstok')}</div>
    <div id="answers"><h2>2 Answers</h2>${answers}<h2 class="bottom-notice">Not the answer you're looking for? Browse
    other questions tagged <a href="/questions/tagged/js">js</a>.</h2></div></div></body></html>`)
    .document as unknown as Document;

describe('labelStackExchangePosts', () => {
  it('opens the question and each answer (after a rule) with who posted, when, the votes and acceptance; drops columns and cards', () => {
    const doc = page(
      answer(1, 9452, '<p>Use delete.</p>', signature('answered Oct 16, 2008 at 10:58', 'nickf'), true) +
        answer(2, -3, '<p>Set it to undefined.</p>', signature('answered Feb 24, 2016', 'dan')),
    );
    labelStackExchangePosts(doc);
    const bodies = Array.from(doc.querySelectorAll('.js-post-body'), (body) => body.innerHTML);
    expect(bodies).toEqual([
      '<p><strong>Question:</strong> johnstok · asked Oct 16, 2008 at 10:57 · 70 votes</p><p>How?</p>',
      '<hr><p><strong>Answer:</strong> nickf · answered Oct 16, 2008 at 10:58 · 9452 votes · accepted</p><p>Use delete.</p>',
      '<hr><p><strong>Answer:</strong> dan · answered Feb 24, 2016 · -3 votes</p><p>Set it to undefined.</p>',
    ]);
    expect(doc.querySelector('.js-voting-container, .votecell, .post-signature')).toBeNull();
    expect(doc.body.textContent).not.toContain('Not the answer');
  });

  it('names the answerer of an edited answer, not its last editor', () => {
    const doc = page(
      answer(
        1,
        5,
        '<p>Text.</p>',
        signature('edited Jan 2, 2020', 'editor', true) + signature('answered Jan 1', 'author'),
      ),
    );
    labelStackExchangePosts(doc);
    expect(doc.querySelector('#answers .js-post-body p')?.textContent).toBe(
      'Answer: author · answered Jan 1 · 5 votes',
    );
  });

  it('labels a question that has no answers yet, and leaves pages that only share the class "answer" as they are', () => {
    const doc = page('');
    labelStackExchangePosts(doc);
    expect(doc.querySelector('.js-post-body')?.innerHTML).toBe(
      '<p><strong>Question:</strong> johnstok · asked Oct 16, 2008 at 10:57 · 70 votes</p><p>How?</p>',
    );
    const faq = parseHTML(
      '<div id="answers"><div class="answer" itemprop="acceptedAnswer"><p itemprop="text">Yes.</p></div></div>',
    ).document as unknown as Document;
    const faqBefore = faq.toString();
    labelStackExchangePosts(faq);
    expect(faq.toString()).toBe(faqBefore);
  });
});
