import type { PageSnapshot } from '../snapshot-schema';

/** One entry of `scripting.executeScript({ allFrames: true })`'s result. */
export interface FrameResult {
  frameId?: number;
  result?: unknown;
}

/**
 * One snapshot for the tab: the top frame's page data with the selection of the frame the user selected in
 * (the focused frame's, else the top frame's, else the first subframe's). Undefined when the top frame did not
 * answer. Pure: the background calls it with the injection results.
 */
export function mergeFrameSnapshots(results: readonly FrameResult[]): PageSnapshot | undefined {
  const frames = results.filter((entry) => isSnapshot(entry.result)) as Array<{
    frameId?: number;
    result: PageSnapshot;
  }>;
  const top = frames.find((entry) => entry.frameId === 0) ?? frames.find((entry) => entry.result.isTopFrame !== false);
  if (!top) return undefined;
  const selected = frames.filter((entry) => entry.result.selection);
  const chosen =
    selected.find((entry) => entry.result.hasFocus) ?? selected.find((entry) => entry === top) ?? selected[0];
  const merged: PageSnapshot = { ...top.result };
  if (chosen?.result.selection) merged.selection = chosen.result.selection;
  else delete merged.selection;
  return merged;
}

function isSnapshot(value: unknown): value is PageSnapshot {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.url === 'string' &&
    typeof v.title === 'string' &&
    typeof v.contentHtml === 'string' &&
    typeof v.contentMarkdown === 'string'
  );
}
