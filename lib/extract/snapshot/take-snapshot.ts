import { type PageMetadata, readPageMetadata } from '../metadata';
import { captureSelection } from '../selection';
import type { PageSnapshot } from '../snapshot-schema';
import { clock } from './clock';
import { SNAPSHOT_LIMITS, type SnapshotLimits } from './limits';
import { mainContent } from './main-content';

export interface TakeSnapshotOptions {
  /** The frame's URL (the tab URL in the top frame). */
  url: string;
  /** Subframes only report their selection: main-content extraction there would be wasted work. */
  isTopFrame: boolean;
  /** Time budget in ms (default `SNAPSHOT_LIMITS.budgetMs`). */
  budgetMs?: number;
  /** Overrides of the documented cut-offs (tests use small ones). */
  limits?: Partial<SnapshotLimits>;
  /**
   * `false`: the main content's HTML without its Markdown (`contentMarkdown` is empty) — what Capture sends, since
   * the service reads HTML itself; the conversion is nearly half the time on a long page. Default `true`.
   */
  withMarkdown?: boolean;
}

/** The window features the snapshot uses; a hostile page may have replaced any of them. */
export interface SnapshotWindow {
  getSelection?: () => Selection | null;
}

/**
 * What the injected script returns: plain, structured-clonable data about this frame. Never modifies `doc`
 * (extraction works on clones), never throws: each part falls back on its own.
 */
export function takeSnapshot(doc: Document, win: SnapshotWindow, options: TakeSnapshotOptions): PageSnapshot {
  const started = clock();
  try {
    return snapshot(doc, win, options, started);
  } catch (error) {
    // Last resort, so the background always gets an answer it can explain to the user.
    return {
      url: options.url,
      title: attempt(() => String(doc.title ?? '').trim(), '') || options.url,
      contentHtml: '',
      contentMarkdown: '',
      truncated: true,
      truncatedReason: `the page could not be read (${attempt(() => String((error as Error)?.message ?? error), 'unknown error')})`,
      isTopFrame: options.isTopFrame,
      elapsedMs: Math.round(clock() - started),
    };
  }
}

function snapshot(doc: Document, win: SnapshotWindow, options: TakeSnapshotOptions, started: number): PageSnapshot {
  const limits = {
    ...SNAPSHOT_LIMITS,
    ...options.limits,
    budgetMs: options.budgetMs ?? options.limits?.budgetMs ?? SNAPSHOT_LIMITS.budgetMs,
  };
  const selection = attempt(() => captureSelection(doc, win, options.url), undefined);
  const documentTitle = attempt(
    () =>
      String(doc.title ?? '')
        .replace(/\s+/g, ' ')
        .trim(),
    '',
  );
  const hasFocus = attempt(() => doc.hasFocus(), undefined);
  const frame = { url: options.url, selection, isTopFrame: options.isTopFrame, hasFocus };
  if (!options.isTopFrame) {
    return plain({
      ...frame,
      title: documentTitle,
      contentHtml: '',
      contentMarkdown: '',
      truncated: !!selection?.truncated,
      truncatedReason: selection?.truncated ? 'the selection was cut' : undefined,
      elapsedMs: Math.round(clock() - started),
    });
  }
  const metadata: PageMetadata = attempt(() => readPageMetadata(doc, options.url), {});
  const fallbackTitle = metadata.title || documentTitle || options.url;
  const overBudget = clock() - started > limits.budgetMs;
  const content = mainContent(doc, {
    url: options.url,
    limits: overBudget ? { ...limits, maxElementsForExtraction: -1, maxElementsForPageBlock: -1 } : limits,
    fallbackTitle,
    withMarkdown: options.withMarkdown ?? true,
  });
  const reasons = [
    overBudget ? `the time budget of ${limits.budgetMs} ms was spent before main-content extraction` : undefined,
    content.truncatedReason,
    selection?.truncated ? 'the selection was cut' : undefined,
  ].filter((reason): reason is string => !!reason);
  return plain({
    ...frame,
    canonicalUrl: metadata.canonicalUrl,
    title: content.title || fallbackTitle,
    siteName: metadata.siteName ?? content.siteName,
    author: metadata.author ?? content.byline,
    published: metadata.published ?? content.published,
    description: metadata.description ?? content.excerpt,
    language: metadata.language ?? content.lang,
    favicon: metadata.favicon,
    contentHtml: content.contentHtml,
    contentMarkdown: content.contentMarkdown,
    extractor: content.extractor,
    truncated: reasons.length > 0,
    truncatedReason: reasons.length ? reasons.join('; ') : undefined,
    elapsedMs: Math.round(clock() - started),
  });
}

function attempt<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** Drops undefined fields: the result crosses `executeScript` (structured clone) and reads better in tests. */
function plain(snapshot: PageSnapshot): PageSnapshot {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(snapshot)) if (value !== undefined) out[key] = value;
  return out as PageSnapshot;
}
