// Deep imports on purpose: this runs injected into pages, and the lib/extract index would bundle the
// full extractors (hundreds of kB to parse on every clip) that this fast path exists to avoid.
import { readPageMetadata } from '../extract/metadata';
import { captureSelection } from '../extract/selection';
import { fastContentHtml } from '../extract/snapshot/fast-content';
import type { PageSnapshot } from '../extract/snapshot-schema';

export interface QuickSnapshotOptions {
  url: string;
  isTopFrame: boolean;
}

/**
 * The page as the popup first shows it, fast even on megabyte pages: title, canonical URL, the selection (the same
 * capture as the full snapshot), and the page's `<article>`/`<main>` as clean HTML, without extraction or
 * Markdown. Also all that the running note needs. Capture of the page sends the extracted article
 * (`/article-snapshot.js`) and Create Note its Markdown (`/snapshot.js`).
 */
export function quickSnapshot(doc: Document, win: Window, options: QuickSnapshotOptions): PageSnapshot {
  const started = performance.now();
  const selection = safely(() => captureSelection(doc, win, options.url), undefined);
  const hasFocus = safely(() => doc.hasFocus(), undefined);
  const documentTitle = (doc.title ?? '').replace(/\s+/g, ' ').trim();
  const base = { url: options.url, isTopFrame: options.isTopFrame, hasFocus, contentMarkdown: '', truncated: false };
  if (!options.isTopFrame) {
    return plain({ ...base, title: documentTitle, contentHtml: '', selection });
  }
  const metadata = safely(() => readPageMetadata(doc, options.url), {});
  return plain({
    ...base,
    title: documentTitle || metadata.title || options.url,
    canonicalUrl: metadata.canonicalUrl,
    siteName: metadata.siteName,
    contentHtml: safely(() => fastContentHtml(doc), ''),
    selection,
    extractor: 'fast',
    elapsedMs: Math.round(performance.now() - started),
  });
}

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** Undefined fields dropped: the result crosses executeScript's structured clone. */
function plain(snapshot: PageSnapshot): PageSnapshot {
  return Object.fromEntries(Object.entries(snapshot).filter(([, v]) => v !== undefined)) as PageSnapshot;
}
