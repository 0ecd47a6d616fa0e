import { browser } from 'wxt/browser';
import { mergeFrameSnapshots, type PageSnapshot } from '../extract';

/**
 * Runs the snapshot script in every frame of the tab (a selection may sit inside an iframe) and
 * merges what the frames report into one PageSnapshot. Rejects when the page cannot be scripted.
 */
export async function snapshotTab(tabId: number): Promise<PageSnapshot> {
  const results = await browser.scripting.executeScript({
    target: { tabId, allFrames: true },
    files: ['/snapshot.js'],
  });
  const snapshot = mergeFrameSnapshots(results);
  if (!snapshot) throw new Error('the page did not answer');
  return snapshot;
}
