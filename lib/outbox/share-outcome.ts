import type { NextStep } from './retry-policy';
import type { ClipRequest, OutboxEntry } from './types';

/**
 * One clip's failure says something about the service, not only about that clip: when it is down, rate-limited
 * or refuses the token, the other waiting clips would fail the same way. They wait with it instead of each
 * spending an attempt (and, for the daily limit, a request the service counts). A token problem or the daily limit
 * concerns one token: v2 clips (capture, create note) and v0 clips (running note) do not hold each other up.
 */
export function shareOutcome(entries: OutboxEntry[], failedId: string, step: NextStep): OutboxEntry[] {
  const failed = entries.find((entry) => entry.id === failedId);
  return entries.map((entry) => {
    if (entry.id === failedId) return entry;
    if (step.status === 'held' && failed && tokenOf(entry.request) !== tokenOf(failed.request)) return entry;
    if (step.status === 'pending' && entry.status === 'pending' && step.nextAttemptAt != null) {
      return (entry.nextAttemptAt ?? 0) < step.nextAttemptAt ? { ...entry, nextAttemptAt: step.nextAttemptAt } : entry;
    }
    if (step.status === 'held' && step.heldReason === 'rate-limited' && entry.status === 'pending') {
      return { ...entry, status: 'held', heldReason: 'rate-limited', nextAttemptAt: step.nextAttemptAt };
    }
    if (
      step.status === 'held' &&
      step.heldReason === 'unauthorized' &&
      (entry.status === 'pending' || entry.status === 'held')
    ) {
      const { nextAttemptAt: _, ...rest } = entry;
      return { ...rest, status: 'held', heldReason: 'unauthorized' };
    }
    return entry;
  });
}

/** Which of the two tokens (and daily quotas) a clip is sent with. */
export function tokenOf(request: ClipRequest): 'v2' | 'v0' {
  return request.op === 'append-running-note' ? 'v0' : 'v2';
}
