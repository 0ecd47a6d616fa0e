import { type PageSnapshot, takeSnapshot } from '../lib/extract';

export interface ClipDocumentOptions {
  url: string;
  /** Clip only the first matching element, as if the user had selected it. */
  selector?: string;
}

export interface ClippedDocument {
  /** The Markdown the extension makes of the page, or of the selection (under the page title). */
  markdown: string;
  snapshot: PageSnapshot;
}

/** A selection of exactly `element`, made with the document's own Range, as a user's drag would. */
function selectionOf(doc: Document, element: Element): Selection {
  const range = doc.createRange();
  range.selectNodeContents(element);
  // linkedom's Range lacks it, and the selection's context reads it to number items cut from a list ("3." for a
  // fourth item of a list starting at 3, where the extension gives "4.").
  range.intersectsNode ??= (node: Node) => node.contains(element) || element.contains(node);
  const selection = {
    rangeCount: 1,
    isCollapsed: false,
    getRangeAt: () => range,
    toString: () => element.textContent ?? '',
  };
  return selection as unknown as Selection;
}

/** What the extension produces for `doc`, through the injected script's own `takeSnapshot`. */
export function clipDocument(doc: Document, options: ClipDocumentOptions): ClippedDocument {
  const element = options.selector ? doc.querySelector(options.selector) : undefined;
  if (options.selector && !element) throw new Error(`Nothing on the page matches the selector "${options.selector}".`);
  const win = { getSelection: () => (element ? selectionOf(doc, element) : null) };
  const snapshot = takeSnapshot(doc, win, { url: options.url, isTopFrame: true });
  if (!element) return { markdown: snapshot.contentMarkdown, snapshot };
  if (!snapshot.selection) throw new Error(`The element "${options.selector}" holds no text to clip.`);
  const title = `# ${snapshot.title.replace(/\s+/g, ' ').trim()}`;
  return { markdown: `${title}\n\n${snapshot.selection.markdown.trim()}\n`, snapshot };
}
