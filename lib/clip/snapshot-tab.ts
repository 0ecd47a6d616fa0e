import { browser } from 'wxt/browser';
import { type PageSnapshot, pageSnapshotSchema } from '../extract';

/**
 * Runs the snapshot script in every frame of the tab (a selection may sit inside an iframe) and
 * merges what the frames report into one PageSnapshot. Rejects when the page cannot be scripted.
 */
export async function snapshotTab(tabId: number): Promise<PageSnapshot> {
  const results = await browser.scripting.executeScript({
    target: { tabId, allFrames: true },
    files: ['/snapshot.js'],
  });
  return mergeFrames(results.map((r) => ({ frameId: r.frameId, result: r.result })));
}

// PROVISIONAL until lib/extract's mergeFrameSnapshots lands: the top frame's page, the first frame's selection.
function mergeFrames(frames: { frameId: number; result: unknown }[]): PageSnapshot {
  const top = frames.find((f) => f.frameId === 0) ?? frames[0];
  const page = pageSnapshotSchema.parse(top?.result);
  const selection = frames
    .map((f) => pageSnapshotSchema.partial().safeParse(f.result).data?.selection)
    .find((s) => s && s.text.trim() !== '');
  return { ...page, selection: selection ?? page.selection };
}
