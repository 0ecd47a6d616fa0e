import type { ClipRequest, ClipSource } from '../outbox';

/** Popup → background: the clip itself goes to the background, so closing the popup cannot cancel it. */
export interface ClipProtocol {
  /** Stores the clip in the outbox (delivery starts at once); rejects with the reason when the clip is refused. */
  sendClip(clip: { source: ClipSource; request: ClipRequest }): { clipId: string };
}
