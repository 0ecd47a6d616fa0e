/**
 * Posts quoted from social sites, as their embed snippets write them: a blockquote holding the post's text, which
 * a widget script turns into a card. The quote is part of the article.
 */
export const EMBEDDED_POST_CLASSES = [
  'twitter-tweet',
  'twitter-video',
  'instagram-media',
  'tiktok-embed',
  'bluesky-embed',
  'mastodon-embed',
  'reddit-embed-bq',
  'text-post-media',
];
export const EMBEDDED_POST = EMBEDDED_POST_CLASSES.map((name) => `blockquote.${name}`).join(', ');
const ARTICLE_LEVEL = new Set(['body', 'main', 'article']);
/** What may sit beside the post in its wrapper: the widget's script, a fallback. */
const WIDGET_PARTS = new Set(['script', 'noscript', 'style']);

/**
 * Takes each embedded post out of the wrappers that hold only it. Sites wrap them in blocks named for what they
 * are ("social-media-embed", "social-embed"), and Readability drops any block whose class says "social": the
 * quoted posts an article discusses vanished from its clip. Mutates `doc` (a clone). Returns the posts freed.
 */
export function freeEmbeddedPosts(doc: Document): number {
  let freed = 0;
  for (const post of Array.from(doc.querySelectorAll(EMBEDDED_POST))) {
    let wrapper = post.parentElement;
    let outermost: Element | undefined;
    while (wrapper && !ARTICLE_LEVEL.has(wrapper.localName) && holdsOnly(wrapper, post)) {
      outermost = wrapper;
      wrapper = wrapper.parentElement;
    }
    if (!outermost) continue;
    outermost.replaceWith(post);
    freed++;
  }
  return freed;
}

function holdsOnly(wrapper: Element, post: Element): boolean {
  for (const child of Array.from(wrapper.children)) {
    if (child !== post && !child.contains(post) && !WIDGET_PARTS.has(child.localName)) return false;
  }
  return (wrapper.textContent ?? '').trim().length <= (post.textContent ?? '').trim().length + 2;
}
