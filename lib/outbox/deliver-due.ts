import { storage } from 'wxt/utils/storage';
import { ApiError, type SerializedApiError } from '../api';
import { historyItem, outboxItem } from '../storage';
import { deliveryClient } from './delivery-client';
import { emitDelivered, emitFailed } from './outbox-events';
import { withOutboxLock } from './outbox-lock';
import { HISTORY_LIMIT, patchEntry, updateOutbox } from './outbox-store';
import { pickNextDue } from './pick-next-due';
import { clearProblemNotices, problemNotice } from './problem-notice';
import { refusedOldToken } from './refused-old-token';
import { nextStep } from './retry-policy';
import { retryAfterBrokenPass, scheduleWake, wakeNoLaterThan } from './schedule-wake';
import { type SentClip, sendClip } from './send-clip';
import { shareOutcome } from './share-outcome';
import type { HistoryEntry, OutboxEntry } from './types';

/** This service-worker instance. A 'sending' entry leased by another instance was cut off by a worker stop. */
export const deliveryInstanceId = crypto.randomUUID();

/** A lease outlives the client timeout by this much, so only a send that can no longer be running is taken over. */
export const LEASE_MARGIN_MS = 5_000;

let running: Promise<void> | undefined;
let rerun = false;
let rerunForced = false;

/**
 * Sends every due clip, one at a time, oldest first (so two appends to the running note arrive in order).
 * `force` ignores the backoff of waiting clips (browser start, install/update, the user's "retry now").
 * Calls made while a pass runs join it and cause one more pass. Background only.
 */
export function deliverDue(options: { force?: boolean } = {}): Promise<void> {
  if (running) {
    rerun = true;
    rerunForced ||= Boolean(options.force);
    return running;
  }
  running = (async () => {
    try {
      let force = Boolean(options.force);
      do {
        rerun = false;
        await deliveryPass(force);
        // Inside the loop: a call that joins while the alarm is being set still gets its own pass, forced if it
        // asked to be (read after the alarm is set: a forced call that joined meanwhile had its pass unforced).
        await scheduleWake(await outboxItem.getValue());
        force = rerunForced;
        rerunForced = false;
      } while (rerun);
    } catch (error) {
      // A pass that broke (storage, a bug) must not leave clips waiting for an event that may never come.
      await retryAfterBrokenPass().catch(() => undefined);
      throw error;
    } finally {
      running = undefined;
    }
  })();
  return running;
}

async function deliveryPass(forceAtStart: boolean): Promise<void> {
  const tried = new Set<string>();
  let force = forceAtStart;
  for (;;) {
    // Read for each clip: a token or service saved during the pass is used from the next clip on.
    const { client, serviceUrl, timeoutMs, sentWith } = await deliveryClient();
    const claimed = await claimNext(force, tried, timeoutMs);
    if (!claimed) return;
    tried.add(claimed.id);
    await wakeNoLaterThan(claimed.leaseUntil!);
    let sent: SentClip;
    try {
      sent = await sendClip(client, claimed.request, serviceUrl);
    } catch (error) {
      const failure = serializeError(error);
      if (await refusedOldToken(failure, claimed.request, sentWith)) {
        await releaseForRetry(claimed);
        tried.delete(claimed.id);
        continue;
      }
      await recordFailure(claimed, failure);
      // The service is down, limited or refusing us: trying the other clips now would fail the same way.
      force = false;
      continue;
    }
    await recordDelivery(claimed, sent);
  }
}

function claimNext(force: boolean, tried: ReadonlySet<string>, timeoutMs: number): Promise<OutboxEntry | undefined> {
  return updateOutbox((entries) => {
    const now = Date.now();
    const next = pickNextDue(
      entries.filter((entry) => !tried.has(entry.id)),
      now,
      deliveryInstanceId,
      force,
    );
    if (!next) return { entries, result: undefined };
    const claimed: OutboxEntry = {
      ...next,
      status: 'sending',
      attempts: next.attempts + 1,
      leaseOwner: deliveryInstanceId,
      leaseUntil: now + timeoutMs + LEASE_MARGIN_MS,
      // Taken over from a stopped worker: its request may have reached the service before the worker died.
      maybeDelivered: next.maybeDelivered || next.status === 'sending' || undefined,
    };
    return { entries: patchEntry(entries, next.id, claimed), result: claimed };
  });
}

async function recordDelivery(entry: OutboxEntry, sent: SentClip): Promise<void> {
  const history: HistoryEntry = {
    id: crypto.randomUUID(),
    clipId: entry.id,
    deliveredAt: new Date().toISOString(),
    origin: entry.origin,
    source: entry.source,
    op: entry.request.op,
    notes: sent.notes,
    collections: sent.collections,
    ...(sent.processingSummary ? { processingSummary: sent.processingSummary } : {}),
    ...(entry.maybeDelivered ? { maybeDuplicate: true } : {}),
  };
  // One storage write for both keys: a clip is never in neither list, and leaves the outbox only with its history.
  await withOutboxLock(async () => {
    const [entries, past] = await Promise.all([outboxItem.getValue(), historyItem.getValue()]);
    await storage.setItems([
      { item: outboxItem, value: entries.filter((e) => e.id !== entry.id) },
      { item: historyItem, value: [history, ...past].slice(0, HISTORY_LIMIT) },
    ]);
  });
  await clearProblemNotices();
  emitDelivered(entry, history);
}

/** Back to waiting, due now, its attempt not counted against it: the refusal was for a token no longer saved. */
function releaseForRetry(entry: OutboxEntry): Promise<unknown> {
  return updateOutbox((entries) => ({
    entries: patchEntry(entries, entry.id, {
      status: 'pending',
      nextAttemptAt: Date.now(),
      attempts: entry.attempts - 1,
      leaseOwner: undefined,
      leaseUntil: undefined,
    }),
    result: undefined,
  }));
}

async function recordFailure(entry: OutboxEntry, error: SerializedApiError): Promise<void> {
  const now = Date.now();
  const step = nextStep(entry, error, now);
  const failed = await updateOutbox((entries) => {
    const patched = patchEntry(entries, entry.id, {
      status: step.status,
      nextAttemptAt: step.nextAttemptAt,
      heldReason: step.heldReason,
      maybeDelivered: step.maybeDelivered || undefined,
      lastError: error,
      leaseOwner: undefined,
      leaseUntil: undefined,
    });
    return { entries: shareOutcome(patched, entry.id, step), result: patched.find((e) => e.id === entry.id) };
  });
  const notice = await problemNotice(failed ?? entry, error, step, now);
  emitFailed(failed ?? entry, error, { step, ...notice });
}

/** Anything thrown that is not an ApiError (a bug, a storage failure) is kept and retried like an outage. */
export function serializeError(error: unknown): SerializedApiError {
  if (error instanceof ApiError) return error.toJSON();
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError('network', `Unexpected failure while sending: ${message}`, {
    mayHaveReachedService: true,
  }).toJSON();
}
