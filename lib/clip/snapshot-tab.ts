import { browser } from 'wxt/browser';
import { mergeFrameSnapshots, type PageSnapshot } from '../extract';

/**
 * `full`: main-content extraction and Markdown (`/snapshot.js`), for Create Note. `quick`: clean HTML of the
 * main content and the selection (`/quick-snapshot.js`), for Capture: fast on megabyte pages.
 */
export type SnapshotDepth = 'full' | 'quick';

const scripts = { full: '/snapshot.js', quick: '/quick-snapshot.js' } as const;

/**
 * Runs the snapshot script in every frame of the tab (a selection may sit inside an iframe) and
 * merges what the frames report into one PageSnapshot. Rejects when the page cannot be scripted.
 */
export async function snapshotTab(tabId: number, depth: SnapshotDepth = 'full'): Promise<PageSnapshot> {
  const results = await browser.scripting.executeScript({
    target: { tabId, allFrames: true },
    files: [scripts[depth]],
  });
  const snapshot = mergeFrameSnapshots(results);
  if (!snapshot) throw new Error('the page did not answer');
  return snapshot;
}
