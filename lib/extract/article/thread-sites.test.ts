import { describe, expect, it } from 'vitest';
import { isThreadPage } from './thread-sites';

describe('isThreadPage', () => {
  it('knows conversation, thread and post sites, with or without www and on subdomains', () => {
    expect(isThreadPage('https://chatgpt.com/share/abc')).toBe(true);
    expect(isThreadPage('https://news.ycombinator.com/item?id=1')).toBe(true);
    expect(isThreadPage('https://www.reddit.com/r/x/comments/1/y/')).toBe(true);
    expect(isThreadPage('https://old.reddit.com/r/x/comments/1/y/')).toBe(true);
    expect(isThreadPage('https://x.com/someone/status/1')).toBe(true);
  });

  it('knows Mastodon statuses and Discourse topics on any host', () => {
    expect(isThreadPage('https://mastodon.social/@user/112233')).toBe(true);
    expect(isThreadPage('https://forum.example.org/t/a-question/42')).toBe(true);
  });

  it('takes only the thread pages of sites that have other pages too', () => {
    expect(isThreadPage('https://github.com/owner/repo/issues/42')).toBe(true);
    expect(isThreadPage('https://github.com/owner/repo/pull/7')).toBe(true);
    expect(isThreadPage('https://github.com/owner/repo')).toBe(false);
    expect(isThreadPage('https://www.youtube.com/watch?v=abc')).toBe(true);
    expect(isThreadPage('https://www.youtube.com/@channel')).toBe(false);
  });

  it('leaves article sites and look-alike hosts to the article rules', () => {
    expect(isThreadPage('https://www.nytimes.com/2026/11/21/world/story.html')).toBe(false);
    expect(isThreadPage('https://en.wikipedia.org/wiki/Obsidian')).toBe(false);
    expect(isThreadPage('https://notx.com/page')).toBe(false);
    expect(isThreadPage('not a url')).toBe(false);
  });
});
