import { browser } from 'wxt/browser';
import { mergeFrameSnapshots, type PageSnapshot } from '../extract';

/**
 * `quick`: title, canonical URL, the selection and the page's `<article>`/`<main>` as clean HTML, in milliseconds
 * on any page (`/quick-snapshot.js`): renders the popup, feeds selection clips and the running note. `article`: the
 * extracted main content as HTML (`/article-snapshot.js`), for Capture. `full`: that and its Markdown
 * (`/snapshot.js`), for Create Note.
 */
export type SnapshotDepth = 'quick' | 'article' | 'full';

const scripts = { quick: '/quick-snapshot.js', article: '/article-snapshot.js', full: '/snapshot.js' } as const;

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
