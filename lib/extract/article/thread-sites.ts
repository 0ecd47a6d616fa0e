import { bareHost, parseUrl } from '../metadata/page-url';

/**
 * Sites whose pages are conversations, threads, posts or mail rather than articles, and for which Defuddle has a
 * site-specific extractor (Defuddle 0.19's extractor registry, its article sites — nytimes, wikipedia, medium,
 * lwn — left out, since Readability reads those well). Readability's paragraph scoring keeps one message of such a
 * page, or the longest comment; so Defuddle runs on them even when Readability found a long text.
 */
const THREAD_HOSTS = [
  'x.com',
  'twitter.com',
  'mail.google.com',
  'reddit.com',
  'youtu.be',
  'bilibili.com',
  'news.ycombinator.com',
  'chatgpt.com',
  'claude.ai',
  'grok.com',
  'gemini.google.com',
  'linkedin.com',
  'threads.net',
  'threads.com',
  'bsky.app',
  'substack.com',
  'leetcode.com',
];
/** Sites where only some pages are threads: elsewhere on them (a README, a channel) Defuddle would run for nothing. */
const THREAD_PAGES: Record<string, RegExp> = {
  'github.com': /^\/[^/]+\/[^/]+\/(issues|pull|discussions)\/\d+/,
  'youtube.com': /^\/(watch|shorts\/)/,
};
/** Mastodon statuses (`/@user/123`) and Discourse topics (`/t/slug/123`), on any host. */
const THREAD_PATHS = [/^\/@[^/]+\/\d+/, /^\/t\/[^/]+\/\d+/];

export function isThreadPage(url: string): boolean {
  const parsed = parseUrl(url);
  if (!parsed) return false;
  const host = bareHost(parsed.hostname);
  const on = (site: string) => host === site || host.endsWith(`.${site}`);
  return (
    THREAD_HOSTS.some(on) ||
    Object.entries(THREAD_PAGES).some(([site, path]) => on(site) && path.test(parsed.pathname)) ||
    THREAD_PATHS.some((path) => path.test(parsed.pathname))
  );
}
