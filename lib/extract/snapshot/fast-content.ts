/** Whole subtrees that are never content: code, styling, embeds, page furniture, forms. */
const NOT_CONTENT = [
  'script',
  'style',
  'noscript',
  'template',
  'link',
  'meta',
  'iframe',
  'object',
  'embed',
  'canvas',
  'svg',
  'nav',
  'aside',
  'footer',
  'form',
  'button',
  'input',
  'select',
  'textarea',
  'dialog',
  '[hidden]',
  '[aria-hidden="true"]',
  '[role="navigation"]',
  '[role="complementary"]',
  '[role="banner"]',
  '[role="contentinfo"]',
  '#comments',
  '.comments',
].join(',');

/** Attributes worth keeping: where links and images point, and how they are labelled. */
const KEPT_ATTRIBUTES = new Set(['href', 'src', 'alt', 'title', 'colspan', 'rowspan', 'datetime', 'lang', 'cite']);

/** Below this much text an <article> is a teaser card, not the page's article. */
const MIN_ARTICLE_TEXT = 200;

/**
 * The page's main content as clean HTML, in milliseconds even for megabyte pages: the page's own
 * `<article>`/`<main>` (else its body) without scripts, styles, navigation, asides, forms or footers,
 * and without presentational attributes. The quick snapshot's content: what the popup can fall back on
 * for Capture when the extracted article (`/article-snapshot.js`) cannot be read. It keeps share bars,
 * related stories and sign-up boxes that extraction drops (bench:extract `--pipeline quick-content`).
 */
export function fastContentHtml(doc: Document): string {
  const root = contentRoot(doc);
  if (!root) return '';
  const copy = root.cloneNode(true) as Element;
  for (const element of Array.from(copy.querySelectorAll(NOT_CONTENT))) element.remove();
  const walker = doc.createTreeWalker(copy, 0x1 | 0x80 /* elements and comments */);
  const comments: Node[] = [];
  for (let node: Node | null = copy; node; node = walker.nextNode()) {
    if (node.nodeType === 8) comments.push(node);
    else stripAttributes(node as Element, doc.baseURI);
  }
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  return copy.innerHTML.replace(/\n\s*\n+/g, '\n').trim();
}

function contentRoot(doc: Document): Element | null {
  const articles = Array.from(doc.querySelectorAll('article')).filter(
    (a) => (a.textContent?.length ?? 0) >= MIN_ARTICLE_TEXT && !a.parentElement?.closest('article'),
  );
  if (articles.length === 1) return articles[0]!;
  return doc.querySelector('main, [role="main"]') ?? doc.body;
}

function stripAttributes(element: Element, baseUri: string): void {
  for (const { name, value } of Array.from(element.attributes)) {
    if (!KEPT_ATTRIBUTES.has(name)) element.removeAttribute(name);
    else if ((name === 'href' || name === 'src') && value) {
      // Absolute links keep working wherever the service shows the content.
      try {
        element.setAttribute(name, new URL(value, baseUri).href);
      } catch {
        element.removeAttribute(name);
      }
    }
  }
  const href = element.getAttribute('href');
  if (href && /^\s*javascript:/i.test(href)) element.removeAttribute('href');
}
