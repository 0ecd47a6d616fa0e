import { cutOversize } from './cut-oversize';
import { validateClip } from './enqueue-clip';
import { kickDelivery } from './kick-delivery';
import { updateOutbox } from './outbox-store';
import type { ClipRequest, OutboxEntry } from './types';

/** The user's "retry now": one clip (any state but sending), or every waiting clip when no id is given. */
export async function retryNow(id?: string): Promise<number> {
  const now = Date.now();
  const count = await updateOutbox((entries) => {
    let touched = 0;
    const next = entries.map((entry) => {
      if (entry.status === 'sending') return entry;
      if (id == null ? entry.status === 'needs-attention' : entry.id !== id) return entry;
      touched++;
      const { heldReason: _held, ...rest } = entry;
      return { ...rest, status: 'pending' as const, nextAttemptAt: now };
    });
    return { entries: touched ? next : entries, result: touched };
  });
  kickDelivery();
  return count;
}

/** Removes a clip for good, at the user's request only (it is the one way a clip leaves without a 2xx). */
export function discardClip(id: string): Promise<boolean> {
  return updateOutbox((entries) => {
    const next = entries.filter((entry) => entry.id !== id);
    return { entries: next.length === entries.length ? entries : next, result: next.length !== entries.length };
  });
}

/** Replaces a clip's request (validated and cut like a new clip) and sends it again at once. */
export async function editClip(id: string, request: ClipRequest): Promise<OutboxEntry> {
  const now = Date.now();
  const edited = await updateOutbox((entries) => {
    const current = entries.find((entry) => entry.id === id);
    if (!current) throw new Error('This clip is no longer in the outbox (it was sent or discarded).');
    if (current.status === 'sending') throw new Error('This clip is being sent right now; edit it if that fails.');
    const { request: valid } = validateClip({ origin: current.origin, source: current.source, request });
    const { request: fitted, cut } = cutOversize(valid);
    const { heldReason: _held, lastError: _error, cut: _cut, ...rest } = current;
    const entry: OutboxEntry = {
      ...rest,
      request: fitted,
      status: 'pending',
      nextAttemptAt: now,
      editedAt: new Date(now).toISOString(),
      ...(cut ? { cut } : {}),
    };
    return { entries: entries.map((e) => (e.id === id ? entry : e)), result: entry };
  });
  kickDelivery();
  return edited;
}
