import { type ClipOrigin, enqueueClip } from '../outbox';
import { showBadge } from './badge';
import { notifyMessage } from './clip-notifications';
import type { PreparedClip } from './prepared-clip';

/** Which tab each menu/shortcut clip came from, for its badge; lost with the worker, which only costs a badge. */
const tabOfClip = new Map<string, number>();

export function tabOfClipId(clipId: string): number | undefined {
  return tabOfClip.get(clipId);
}

/**
 * Hands a menu or shortcut clip to the outbox (which stores it before anything else and delivers it).
 * A clip the outbox refuses is told to the user at once: there is no popup to show it in.
 */
export async function deliverFromBackground(clip: PreparedClip, origin: ClipOrigin, tabId?: number): Promise<void> {
  try {
    const entry = await enqueueClip({ origin, source: clip.source, request: clip.request });
    if (tabId != null) tabOfClip.set(entry.id, tabId);
  } catch (error) {
    await showBadge(tabId, 'failed');
    await notifyMessage('Nothing was clipped', error instanceof Error ? error.message : String(error));
  }
}
