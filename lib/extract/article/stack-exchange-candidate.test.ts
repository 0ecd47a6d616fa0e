// @vitest-environment node
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { stackExchangeCandidate } from './stack-exchange-candidate';

const page = (body: string) =>
  parseHTML(`<!doctype html><html lang="en"><head><title>x - Title - Super User</title>
    <meta property="og:site_name" content="Super User"></head><body>${body}</body></html>`)
    .document as unknown as Document;

describe('stackExchangeCandidate', () => {
  it('reads the question page: title from its header, asker, date and site, posts in order', () => {
    const doc = page(`<div id="question-header"><h1><a href="/q/1">Laptop will not boot</a></h1></div>
      <div id="question" data-questionid="1"><div class="s-prose js-post-body"><p>It stops at the logo.</p></div>
      <div class="post-signature owner"><div class="user-info"><div class="user-action-time">asked
      <span class="relativetime" title="2024-03-01 10:00:00Z">Mar 1 at 10:00</span></div>
      <div class="user-details"><a href="/users/2/ann">ann</a></div></div></div></div>
      <div id="answers"><div class="answer" data-answerid="2"><div class="s-prose js-post-body"><p>Reset the BIOS.</p></div></div></div>`);
    const candidate = stackExchangeCandidate(doc);
    expect(candidate).toMatchObject({
      title: 'Laptop will not boot',
      byline: 'ann',
      published: '2024-03-01 10:00:00Z',
      siteName: 'Super User',
      lang: 'en',
      siteSpecific: true,
    });
    expect(candidate?.content.textContent).toMatch(/Question:.*It stops at the logo\..*Answer:.*Reset the BIOS\./s);
  });

  it('is undefined on pages that are not Stack Exchange questions, and leaves the page as it was', () => {
    const doc = page('<div id="answers"><div class="answer"><p>Yes.</p></div></div><article><p>Text.</p></article>');
    const before = doc.body.innerHTML;
    expect(stackExchangeCandidate(doc)).toBeUndefined();
    const question = page('<div id="question" data-questionid="1"><div class="js-post-body"><p>Q?</p></div></div>');
    const questionBefore = question.body.innerHTML;
    stackExchangeCandidate(question);
    expect(question.body.innerHTML).toBe(questionBefore);
    expect(doc.body.innerHTML).toBe(before);
  });
});
