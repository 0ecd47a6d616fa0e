import type { OutboxEntry } from './types';

/**
 * The next entry to send, oldest first, or undefined when nothing is due.
 * Appends to the running note keep their order: one never overtakes an earlier append still waiting.
 * A 'sending' entry is taken over when its lease ran out or when another service-worker instance
 * leased it (that instance was stopped mid-send: its fetch died with it).
 */
export function pickNextDue(
  entries: readonly OutboxEntry[],
  now: number,
  owner: string,
  force = false,
): OutboxEntry | undefined {
  let earlierAppendWaits = false;
  for (const entry of entries) {
    const isAppend = entry.request.op === 'append-running-note';
    if (!(isAppend && earlierAppendWaits) && isDue(entry, now, owner, force)) return entry;
    if (isAppend && entry.status !== 'needs-attention') earlierAppendWaits = true;
  }
  return undefined;
}

export function isDue(entry: OutboxEntry, now: number, owner: string, force = false): boolean {
  switch (entry.status) {
    case 'pending':
      return force || entry.nextAttemptAt == null || entry.nextAttemptAt <= now;
    case 'held':
      return entry.heldReason === 'rate-limited' && entry.nextAttemptAt != null && entry.nextAttemptAt <= now;
    case 'sending':
      return entry.leaseOwner !== owner || (entry.leaseUntil ?? 0) <= now;
    default:
      return false;
  }
}

/**
 * When the next automatic attempt is due (for the alarm), or undefined when nothing waits on time.
 * A pending clip without a planned time is due now: the alarm is the safety net if no pass picks it up.
 */
export function nextWakeAt(entries: readonly OutboxEntry[], now: number = Date.now()): number | undefined {
  let wake: number | undefined;
  for (const entry of entries) {
    if (entry.status === 'pending' && entry.nextAttemptAt == null) return now;
    const at =
      entry.status === 'sending'
        ? entry.leaseUntil
        : entry.status === 'needs-attention'
          ? undefined
          : entry.nextAttemptAt;
    if (at != null && (wake == null || at < wake)) wake = at;
  }
  return wake;
}
