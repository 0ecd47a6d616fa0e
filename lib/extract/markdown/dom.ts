/** Small DOM helpers that work the same in browsers, happy-dom and linkedom. */

export function all(root: ParentNode, selector: string): Element[] {
  return Array.from(root.querySelectorAll(selector));
}

export function classTokens(el: Element): string[] {
  const value = el.getAttribute('class');
  return value ? value.split(/\s+/).filter(Boolean) : [];
}

/** Takes the class words matching `pattern` off `el` (the attribute too, when none is left). */
export function removeClassWords(el: Element, pattern: RegExp): void {
  const kept = classTokens(el).filter((word) => !pattern.test(word));
  if (kept.length) el.setAttribute('class', kept.join(' '));
  else el.removeAttribute('class');
}

/** Text on one line: runs of whitespace as one space, none at the ends. */
export function oneLine(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** Hidden by the page's markup itself: the `hidden` attribute or an inline `display: none` (a copy has no styles). */
export function isHiddenByMarkup(el: Element): boolean {
  return el.hasAttribute('hidden') || /display:none/i.test((el.getAttribute('style') ?? '').replace(/\s+/g, ''));
}

/** A paragraph of its own put right before `el`, holding `text`. */
export function lineBefore(el: Element, text: string): void {
  const line = el.ownerDocument.createElement('p');
  line.textContent = text;
  el.before(line);
}

/** `<p><a href="…">content</a></p>`: a link standing as a block. */
export function linkParagraph(doc: Document, href: string, content: string | readonly Node[]): Element {
  const paragraph = doc.createElement('p');
  const anchor = paragraph.appendChild(doc.createElement('a'));
  anchor.setAttribute('href', href);
  if (typeof content === 'string') anchor.textContent = content;
  else anchor.append(...content);
  return paragraph;
}

export function replaceNode(oldNode: Node, newNode: Node): void {
  oldNode.parentNode?.replaceChild(newNode, oldNode);
}

export function removeNode(node: Node): void {
  node.parentNode?.removeChild(node);
}

/** Replaces an element by its children (keeps the text of a link we drop, for instance). */
export function unwrap(el: Element): void {
  const parent = el.parentNode;
  if (!parent) return;
  while (el.firstChild) parent.insertBefore(el.firstChild, el);
  parent.removeChild(el);
}

export function tagName(node: Node): string {
  return node.nodeName.toLowerCase();
}

const COMMENT_NODE = 8;

/** Whether nothing with text comes before `node` inside `container`: it opens it. */
export function opens(container: Node, node: Node): boolean {
  for (let current: Node | null = node; current && current !== container; current = current.parentNode) {
    for (let before = current.previousSibling; before; before = before.previousSibling) {
      // A comment's `textContent` is its own words ("<!-- Google Tag Manager -->"), which a reader never sees.
      if (before.nodeType !== COMMENT_NODE && before.textContent?.trim()) return false;
    }
  }
  return true;
}

export function isElement(node: Node | null | undefined): node is Element {
  return !!node && node.nodeType === 1;
}

/** Resolves `href` against `base`; undefined when it is not a usable URL. */
export function absoluteUrl(href: string, base?: string): string | undefined {
  const trimmed = href.trim();
  if (!trimmed) return undefined;
  try {
    return base ? new URL(trimmed, base).href : new URL(trimmed).href;
  } catch {
    return base ? undefined : trimmed;
  }
}

/** Gives each text node under `root`, in document order, the text `rewrite` makes of it; writes only those it changes. */
export function rewriteTextNodes(root: Node, rewrite: (text: string, node: Node) => string): void {
  const doc = root.ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root, 4 /* SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    const rewritten = rewrite(text, node);
    if (rewritten !== text) node.nodeValue = rewritten;
  }
}
