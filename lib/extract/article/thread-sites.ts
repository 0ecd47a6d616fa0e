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
  'youtube.com',
  'youtu.be',
  'bilibili.com',
  'news.ycombinator.com',
  'chatgpt.com',
  'claude.ai',
  'grok.com',
  'gemini.google.com',
  'github.com',
  'linkedin.com',
  'threads.net',
  'threads.com',
  'bsky.app',
  'substack.com',
  'leetcode.com',
];
/** Mastodon statuses (`/@user/123`) and Discourse topics (`/t/slug/123`), on any host. */
const THREAD_PATHS = [/^\/@[^/]+\/\d+/, /^\/t\/[^/]+\/\d+/];

export function isThreadPage(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const host = parsed.hostname.replace(/^www\./, '');
  return (
    THREAD_HOSTS.some((site) => host === site || host.endsWith(`.${site}`)) ||
    THREAD_PATHS.some((path) => path.test(parsed.pathname))
  );
}
