import { all, removeNode, tagName, unwrap } from './dom';

const JUNK =
  'script, style, template, link, meta, button, input:not([type="checkbox"]), select, textarea, canvas, object, embed, dialog, [hidden], [aria-hidden="true"][class*="anchor"], svg';

/** Drops what a note cannot show and what only a browser needs; keeps images hidden in `<noscript>`. */
export function removeJunk(body: HTMLElement): void {
  for (const noscript of all(body, 'noscript')) imageFromNoscript(noscript);
  for (const el of all(body, JUNK)) removeNode(el);
  for (const el of all(body, '[style]')) {
    if (/(^|;)\s*(display\s*:\s*none|visibility\s*:\s*hidden)/i.test(el.getAttribute('style') ?? '')) removeNode(el);
  }
}

/**
 * Lazy-loading pages put the real image in `<noscript>`. Parsed without scripting its content is markup; parsed
 * with scripting it is text, which we re-parse.
 */
function imageFromNoscript(noscript: Element): void {
  const template = noscript.ownerDocument.createElement('div');
  template.innerHTML = noscript.children.length ? noscript.innerHTML : (noscript.textContent ?? '');
  const image = template.querySelector('img');
  if (!image) {
    removeNode(noscript);
    return;
  }
  // The lazy picture the `<noscript>` stands in for, as an `<img>` or a `<picture>` (Gatsby): the picture showed twice.
  const previous = noscript.previousElementSibling;
  if (previous && (tagName(previous) === 'img' || tagName(previous) === 'picture')) removeNode(previous);
  noscript.parentNode?.replaceChild(image, noscript);
}

/**
 * The text of a heading's permalink: a symbol, a word saying so, or nothing visible (Docusaurus's hash links hold a
 * zero-width space, which stayed at the end of every heading).
 */
export function isPermalinkText(text: string): boolean {
  return /^[#¶§🔗\s\u200b-\u200d\u2060\ufeff]*$/u.test(text) || /^\s*(permalink|link|anchor)\s*$/i.test(text);
}

/**
 * Whether a heading's link is its permalink: an in-page link with a permalink's text, or a link anywhere that is only
 * a permalink symbol (Lean's manual links its 🔗 to a search page).
 */
export function isHeadingPermalink(link: Element): boolean {
  const text = link.textContent ?? '';
  if ((link.getAttribute('href') ?? '').startsWith('#')) return isPermalinkText(text);
  return /^[#¶§🔗]+$/u.test(text.trim());
}

/**
 * Permalinks (`#`, `¶`, 🔗) are page furniture; a heading wrapped in its own anchor keeps its text. A definition
 * term is a heading too: Sphinx's API entries (`json.dump(obj, fp)¶`). Elsewhere an in-page link that is only a
 * permalink symbol goes as well: Sphinx puts a `¶` after captions of figures, tables and code blocks.
 */
export function removeHeadingPermalinks(body: HTMLElement): void {
  for (const link of all(body, 'h1 a, h2 a, h3 a, h4 a, h5 a, h6 a, dt a')) {
    if (isHeadingPermalink(link)) removeNode(link);
    else if ((link.getAttribute('href') ?? '').startsWith('#')) unwrap(link);
  }
  for (const link of all(body, 'a[href^="#"]')) {
    if (/^\s*[#¶§🔗]+\s*$/u.test(link.textContent ?? '')) removeNode(link);
  }
}

/** Obsidian-style callouts (`data-callout`) and admonitions become blockquotes opening with `[!type] Title`. */
export function markCallouts(body: HTMLElement): void {
  const doc = body.ownerDocument;
  for (const callout of all(body, '[data-callout], .admonition')) {
    const type = (callout.getAttribute('data-callout') || admonitionType(callout) || 'note').toLowerCase();
    const titleEl = callout.querySelector('.callout-title, .admonition-title');
    const title = (titleEl?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const fold = callout.getAttribute('data-callout-fold') ?? '';
    titleEl?.parentNode?.removeChild(titleEl);
    const quote = doc.createElement('blockquote');
    const head = doc.createElement('p');
    head.setAttribute('data-md-callout', `[!${type}]${fold}${title ? ` ${title}` : ''}`);
    head.textContent = 'callout';
    quote.appendChild(head);
    const content = callout.querySelector('.callout-content') ?? callout;
    while (content.firstChild) quote.appendChild(content.firstChild);
    callout.parentNode?.replaceChild(quote, callout);
  }
}

function admonitionType(el: Element): string | undefined {
  return (el.getAttribute('class') ?? '').split(/\s+/).find((c) => c && c !== 'admonition');
}

/** Back-links of notes whose references the extractor dropped (`↩`) lead nowhere in a note: drop them. */
export function removeBackLinks(body: HTMLElement): void {
  for (const link of all(body, 'a[href*="#"]')) {
    if (/^(?:[\s↩↑⤴^]|\uFE0E|\uFE0F)+$/u.test(link.textContent ?? '') && !link.querySelector('img')) removeNode(link);
  }
}
