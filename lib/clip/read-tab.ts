import { browser } from 'wxt/browser';
import type { PageSnapshot } from '../extract';
import { restrictedPageReason } from './restricted-page';
import { type SnapshotDepth, snapshotTab } from './snapshot-tab';

/** A tab as the clipper sees it: readable (with its snapshot), or not, with the reason and what is still known. */
export type TabReading =
  | { readable: true; tabId: number; snapshot: PageSnapshot }
  | { readable: false; tabId: number; reason: string; url: string; title: string };

export interface TabFacts {
  id: number;
  url?: string;
  title?: string;
}

/**
 * Reads a tab for clipping. Known-restricted addresses are not even tried (the browser's error would
 * be less helpful than ours); any other failure to script the page is reported the same way.
 */
export async function readTab(tab: TabFacts, depth: SnapshotDepth = 'full'): Promise<TabReading> {
  const url = tab.url ?? '';
  const title = tab.title ?? '';
  const fileAccess = url.startsWith('file:') ? await browser.extension.isAllowedFileSchemeAccess() : false;
  const reason = restrictedPageReason(tab.url, { fileAccess });
  if (reason) return { readable: false, tabId: tab.id, reason, url, title };
  try {
    return { readable: true, tabId: tab.id, snapshot: await snapshotTab(tab.id, depth) };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return {
      readable: false,
      tabId: tab.id,
      reason: `The browser did not let Capture Clipper read this page (${detail}). Reload the page and try again.`,
      url,
      title,
    };
  }
}
