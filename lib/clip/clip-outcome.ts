import type { SerializedApiError } from '../api';
import type { HistoryEntry, OutboxEntry } from '../outbox';

/** Where one clip stands, as the popup shows it after "Send". */
export type ClipOutcome =
  | { state: 'sending' }
  | { state: 'delivered'; history: HistoryEntry }
  /** Failed at least once; the outbox keeps it and says what happens next. */
  | { state: 'problem'; entry: OutboxEntry; error: SerializedApiError }
  /** In neither list: the user discarded it from the outbox meanwhile. */
  | { state: 'gone' };

export function clipOutcome(
  clipId: string,
  outbox: readonly OutboxEntry[],
  history: readonly HistoryEntry[],
): ClipOutcome {
  const delivered = history.find((h) => h.clipId === clipId);
  if (delivered) return { state: 'delivered', history: delivered };
  const entry = outbox.find((e) => e.id === clipId);
  if (!entry) return { state: 'gone' };
  // A retry under way after a failure still shows the failure: it is the news until the retry succeeds.
  if (entry.lastError && entry.status !== 'sending') return { state: 'problem', entry, error: entry.lastError };
  return { state: 'sending' };
}
