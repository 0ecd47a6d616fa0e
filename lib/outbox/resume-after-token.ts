import { outboxNoticesItem } from '../storage';
import { updateOutbox } from './outbox-store';

/** A token was saved: clips held for a missing or rejected token are due again, and a new refusal is news again. */
export async function resumeAfterTokenSaved(): Promise<number> {
  const now = Date.now();
  const resumed = await updateOutbox((entries) => {
    let count = 0;
    const next = entries.map((entry) => {
      if (entry.heldReason !== 'unauthorized') return entry;
      count++;
      const { heldReason: _held, ...rest } = entry;
      return { ...rest, status: 'pending' as const, nextAttemptAt: now };
    });
    return { entries: count ? next : entries, result: count };
  });
  const notices = await outboxNoticesItem.getValue();
  if (notices.unauthorized) await outboxNoticesItem.setValue({ ...notices, unauthorized: false });
  return resumed;
}
