import type { ClipRequest, ClipSource } from '../outbox';

/** A clip ready for the outbox: what to send and what it was clipped from. */
export interface PreparedClip {
  source: ClipSource;
  request: ClipRequest;
}
