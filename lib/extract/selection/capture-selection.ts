import { writeRenderedIconSize } from '../article/rendered-icon-sizes';
import { htmlToMarkdown } from '../html-to-markdown';
import { paragraphsToMarkdown } from '../markdown/escape';
import type { SelectionSnapshot } from '../snapshot-schema';
import { formFieldSelection } from './form-field-selection';
import { wrapInContext } from './selection-context';

/** Taken when this module loads, before a hostile page could get at them (tests model such pages). */
const pristineGetSelection = typeof Document === 'undefined' ? undefined : Document.prototype.getSelection;

/** Above this the selection HTML is cut (and marked): a select-all on a huge page must still come back quickly. */
export const MAX_SELECTION_HTML_CHARS = 2_000_000;

/**
 * The frame's selection as HTML (with its meaningful ancestors), text and Markdown; undefined when nothing
 * (or only whitespace) is selected.
 */
export function captureSelection(
  doc: Document,
  win: { getSelection?: () => Selection | null },
  frameUrl: string,
): SelectionSnapshot | undefined {
  const fieldText = attempt(() => formFieldSelection(doc));
  if (fieldText?.trim()) return selectionSnapshot(textAsHtml(fieldText, doc), fieldText, frameUrl);
  const selection = readSelection(doc, win);
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return undefined;
  const text = String(selection.toString?.() ?? '');
  if (!text.trim()) return undefined;
  try {
    return selectionWithContext(selection, text, doc, frameUrl);
  } catch {
    // The page broke something we rely on: the selected text alone is still worth keeping.
    return selectionSnapshot(textAsHtml(text, doc), text, frameUrl);
  }
}

function selectionWithContext(selection: Selection, text: string, doc: Document, frameUrl: string): SelectionSnapshot {
  const container = doc.createElement('div');
  for (let i = 0; i < selection.rangeCount; i++) {
    const range = selection.getRangeAt(i);
    container.appendChild(wrapInContext(rangeContents(range, doc), range, doc));
  }
  absolutizeUrls(container, documentBase(doc, frameUrl));
  return selectionSnapshot(container.innerHTML, text, frameUrl);
}

function selectionSnapshot(fullHtml: string, text: string, frameUrl: string): SelectionSnapshot {
  let html = fullHtml;
  const truncated = html.length > MAX_SELECTION_HTML_CHARS;
  if (truncated) html = html.slice(0, MAX_SELECTION_HTML_CHARS);
  return {
    html,
    text,
    markdown: selectionMarkdown(html, text, frameUrl),
    wordCount: (text.match(/[\p{L}\p{N}]+/gu) ?? []).length,
    frameUrl,
    ...(truncated ? { truncated } : {}),
  };
}

function readSelection(doc: Document, win: { getSelection?: () => Selection | null }): Selection | null {
  for (const read of [() => pristineGetSelection?.call(doc), () => win.getSelection?.(), () => doc.getSelection?.()]) {
    try {
      const selection = read();
      if (selection && typeof selection.getRangeAt === 'function') return selection;
    } catch {
      // Try the next way in.
    }
  }
  return null;
}

/**
 * The selected nodes, with the size of pictures the page shows at icon size (the Markdown drops icons by their
 * size, and the copy has no layout); just their text when the DOM refuses to copy them (a page that broke
 * `cloneNode`).
 */
function rangeContents(range: Range, doc: Document): DocumentFragment {
  try {
    const fragment = range.cloneContents();
    attempt(() => writeSelectedIconSizes(range, fragment));
    return fragment;
  } catch {
    const fragment = doc.createDocumentFragment();
    fragment.appendChild(doc.createTextNode(range.toString()));
    return fragment;
  }
}

/** The live pictures in the range and their copies in the fragment pair up in document order. */
function writeSelectedIconSizes(range: Range, fragment: DocumentFragment): void {
  const copies = fragment.querySelectorAll('img');
  if (copies.length === 0) return;
  const ancestor = range.commonAncestorContainer;
  const scope = ancestor.nodeType === 1 ? (ancestor as Element) : ancestor.parentElement;
  const pictures = Array.from(scope?.querySelectorAll('img') ?? []).filter((img) => range.intersectsNode(img));
  if (pictures.length !== copies.length) return;
  pictures.forEach((picture, i) => {
    const copy = copies[i];
    if (copy) writeRenderedIconSize(picture, copy);
  });
}

function selectionMarkdown(html: string, text: string, frameUrl: string): string {
  try {
    return htmlToMarkdown(html, { baseUrl: frameUrl });
  } catch {
    // We get here when the page broke the DOM or Array methods the converter uses.
    return paragraphsToMarkdown(text.split(/\n\s*\n/)).trim();
  }
}

/** The selection HTML leaves the page: its links and images must not depend on the page's address. */
function absolutizeUrls(container: Element, base: string): void {
  for (const el of Array.from(container.querySelectorAll('[href], [src]'))) {
    for (const attribute of ['href', 'src']) {
      const value = el.getAttribute(attribute);
      if (value === null) continue;
      try {
        el.setAttribute(attribute, new URL(value, base).href);
      } catch {
        // Leave what cannot be resolved as it is.
      }
    }
  }
}

/** Paragraphs of plain text as HTML (a form field's text has no markup of its own). */
function textAsHtml(text: string, doc: Document): string {
  const container = doc.createElement('div');
  for (const paragraph of text.split(/\n\s*\n/)) {
    const p = doc.createElement('p');
    p.textContent = paragraph;
    container.appendChild(p);
  }
  return container.innerHTML;
}

function attempt<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** Relative URLs resolve against `<base href>` when the page has one, else against the frame's URL. */
function documentBase(doc: Document, frameUrl: string): string {
  try {
    const href = doc.querySelector('base[href]')?.getAttribute('href');
    return href ? new URL(href, frameUrl).href : frameUrl;
  } catch {
    return frameUrl;
  }
}
