import { describe, expect, it } from 'vitest';
import { isDue, nextWakeAt, pickNextDue } from './pick-next-due';
import type { ClipRequest, OutboxEntry } from './types';

const now = 1_000_000;
const me = 'worker-a';
let counter = 0;
function entry(patch: Partial<OutboxEntry> = {}, request: ClipRequest = { op: 'capture', body: { input: 'x' } }) {
  counter++;
  return {
    id: `clip-${counter}`,
    createdAt: new Date(counter).toISOString(),
    origin: 'popup',
    source: { title: 't', url: 'https://a.example/' },
    request,
    status: 'pending',
    attempts: 0,
    ...patch,
  } satisfies OutboxEntry as OutboxEntry;
}
const append = (patch: Partial<OutboxEntry> = {}) => entry(patch, { op: 'append-running-note', content: 'line' });

describe('choosing the next clip to send', () => {
  it('takes the oldest due clip first', () => {
    const [a, b] = [entry(), entry()];
    expect(pickNextDue([a, b], now, me)?.id).toBe(a.id);
  });

  it('skips a clip whose next attempt is still in the future, unless forced', () => {
    const waiting = entry({ nextAttemptAt: now + 1 });
    const due = entry({ nextAttemptAt: now });
    expect(pickNextDue([waiting, due], now, me)?.id).toBe(due.id);
    expect(pickNextDue([waiting, due], now, me, true)?.id).toBe(waiting.id);
  });

  it('never lets an append overtake an earlier append that is still waiting', () => {
    const first = append({ nextAttemptAt: now + 60_000 });
    const second = append();
    expect(pickNextDue([first, second], now, me)).toBeUndefined();
  });

  it('lets an append go when the earlier one needs attention (it waits for the user)', () => {
    const first = append({ status: 'needs-attention' });
    const second = append();
    expect(pickNextDue([first, second], now, me)?.id).toBe(second.id);
  });

  it('does not hold other kinds of clips behind a waiting append', () => {
    const waitingAppend = append({ nextAttemptAt: now + 60_000 });
    const capture = entry();
    expect(pickNextDue([waitingAppend, capture], now, me)?.id).toBe(capture.id);
  });

  it('takes over a send leased by a stopped worker at once, and its own only after the lease', () => {
    expect(isDue(entry({ status: 'sending', leaseOwner: 'worker-old', leaseUntil: now + 10_000 }), now, me)).toBe(true);
    expect(isDue(entry({ status: 'sending', leaseOwner: me, leaseUntil: now + 10_000 }), now, me)).toBe(false);
    expect(isDue(entry({ status: 'sending', leaseOwner: me, leaseUntil: now - 1 }), now, me)).toBe(true);
  });

  it('wakes a rate-limited clip at its time, and never an unauthorized or needs-attention one', () => {
    expect(isDue(entry({ status: 'held', heldReason: 'rate-limited', nextAttemptAt: now }), now, me)).toBe(true);
    expect(isDue(entry({ status: 'held', heldReason: 'rate-limited', nextAttemptAt: now + 1 }), now, me)).toBe(false);
    expect(isDue(entry({ status: 'held', heldReason: 'unauthorized' }), now, me, true)).toBe(false);
    expect(isDue(entry({ status: 'needs-attention' }), now, me, true)).toBe(false);
  });

  it('plans the wake-up at the earliest planned attempt or lease end', () => {
    const entries = [
      entry({ nextAttemptAt: now + 50 }),
      entry({ status: 'held', heldReason: 'rate-limited', nextAttemptAt: now + 20 }),
      entry({ status: 'sending', leaseOwner: me, leaseUntil: now + 30 }),
      entry({ status: 'needs-attention', nextAttemptAt: now + 1 }),
    ];
    expect(nextWakeAt(entries)).toBe(now + 20);
    expect(nextWakeAt([entry({ status: 'held', heldReason: 'unauthorized' })])).toBeUndefined();
  });

  it('wakes at once for a new clip that no pass has picked up yet', () => {
    expect(nextWakeAt([entry({ nextAttemptAt: now + 50 }), entry()], now)).toBe(now);
  });
});
