import type { SerializedApiError } from '../api';
import type { NextStep } from './retry-policy';
import type { HistoryEntry, OutboxEntry } from './types';

export type ClipDeliveredListener = (entry: OutboxEntry, history: HistoryEntry) => void;
/**
 * `step` is what the outbox does next (retry at, hold, needs attention); `tellUser` is true when this failure
 * is news to the user (first failure of an outage, the daily limit reached, a clip needing attention) — the
 * outbox shows its own notification for those (lib/outbox/notify-problem.ts).
 */
export type ClipFailedListener = (
  entry: OutboxEntry,
  error: SerializedApiError,
  info: { step: NextStep; tellUser: boolean; message: string },
) => void;

const delivered = new Set<ClipDeliveredListener>();
const failed = new Set<ClipFailedListener>();

/** Called after a clip reached the service (2xx) and moved to history. Returns an unsubscribe function. */
export function onClipDelivered(listener: ClipDeliveredListener): () => void {
  delivered.add(listener);
  return () => delivered.delete(listener);
}

/** Called after every failed attempt, once the outbox recorded what happens next. Returns an unsubscribe function. */
export function onClipFailed(listener: ClipFailedListener): () => void {
  failed.add(listener);
  return () => failed.delete(listener);
}

export function emitDelivered(entry: OutboxEntry, history: HistoryEntry): void {
  for (const listener of delivered) safely(() => listener(entry, history));
}

export function emitFailed(...args: Parameters<ClipFailedListener>): void {
  for (const listener of failed) safely(() => listener(...args));
}

// A listener's bug must not stop delivery of the next clip.
function safely(run: () => void): void {
  try {
    run();
  } catch (error) {
    console.error('outbox listener failed', error);
  }
}
