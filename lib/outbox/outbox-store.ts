import { outboxItem } from '../storage';
import { withOutboxLock } from './outbox-lock';
import type { OutboxEntry } from './types';

/** The newest delivered clips kept in history. */
export const HISTORY_LIMIT = 200;

export function readOutbox(): Promise<OutboxEntry[]> {
  return outboxItem.getValue();
}

/**
 * Read-modify-write of the outbox under the shared lock. `change` gets the current entries and returns
 * the new list plus a result; returning the same array instance skips the write.
 */
export function updateOutbox<T>(change: (entries: OutboxEntry[]) => { entries: OutboxEntry[]; result: T }): Promise<T> {
  return withOutboxLock(async () => {
    const current = await outboxItem.getValue();
    const { entries, result } = change(current);
    if (entries !== current) await outboxItem.setValue(entries);
    return result;
  });
}

/** Replaces one entry (matched by id) with `patch` applied; a missing entry (discarded meanwhile) stays missing. */
export function patchEntry(entries: OutboxEntry[], id: string, patch: Partial<OutboxEntry>): OutboxEntry[] {
  return entries.map((entry) => (entry.id === id ? dropUndefined({ ...entry, ...patch }) : entry));
}

/** Storage keeps `undefined` fields as missing anyway; dropping them keeps a patch able to clear a field. */
function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
