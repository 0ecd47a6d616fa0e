import { type ApiErrorKind, parseRetryAfter, type SerializedApiError } from '../api';
import type { HeldReason, OutboxEntry, OutboxStatus } from './types';

/** Chrome runs alarms of a packed extension at most every 30 s: a shorter backoff would only be rounded up. */
export const MIN_RETRY_DELAY_MS = 30_000;
/**
 * The backoff never grows beyond this, so a clip waiting for a service that is down is retried within
 * 2 minutes of the service coming back (110 s plus the alarm's own slack).
 */
export const MAX_RETRY_DELAY_MS = 110_000;
/** Up to this share of a delay is taken off at random, so that many clips do not retry in lockstep. */
export const JITTER_SHARE = 0.25;

export interface NextStep {
  status: Exclude<OutboxStatus, 'sending'>;
  /** Epoch ms of the next automatic attempt; undefined when only the user (or a saved token) resumes it. */
  nextAttemptAt?: number;
  heldReason?: HeldReason;
  maybeDelivered: boolean;
}

const transientKinds = new Set<ApiErrorKind>(['network', 'timeout', 'server']);
const attentionKinds = new Set<ApiErrorKind>(['bad-request', 'not-found', 'malformed-response']);

/**
 * What to do with a clip whose send just failed: the whole retry policy, as a pure function.
 * `entry.attempts` already counts the attempt that failed.
 */
export function nextStep(
  entry: Pick<OutboxEntry, 'attempts' | 'maybeDelivered'>,
  error: SerializedApiError,
  now: number,
  random: () => number = Math.random,
): NextStep {
  const maybeDelivered = Boolean(entry.maybeDelivered || error.mayHaveReachedService);
  const retryAfterMs = parseRetryAfter(error.retryAfter, now);

  if (transientKinds.has(error.kind)) {
    const delay = Math.max(backoffDelay(entry.attempts, random), retryAfterMs ?? 0);
    return { status: 'pending', nextAttemptAt: now + delay, maybeDelivered };
  }
  if (error.kind === 'rate-limited') {
    return {
      status: 'held',
      heldReason: 'rate-limited',
      nextAttemptAt: retryAfterMs != null ? now + retryAfterMs : nextUtcMidnight(now),
      maybeDelivered,
    };
  }
  if (error.kind === 'unauthorized') {
    return { status: 'held', heldReason: 'unauthorized', maybeDelivered };
  }
  if (attentionKinds.has(error.kind)) {
    return { status: 'needs-attention', maybeDelivered };
  }
  // An unknown kind is retried like a transient one: keeping a clip is always safer than dropping it.
  return { status: 'pending', nextAttemptAt: now + backoffDelay(entry.attempts, random), maybeDelivered };
}

/** Exponential from 30 s, capped at 110 s, minus up to a quarter at random, never under 30 s. */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const exponential = Math.min(MAX_RETRY_DELAY_MS, MIN_RETRY_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.max(MIN_RETRY_DELAY_MS, Math.round(exponential * (1 - JITTER_SHARE * random())));
}

/** The service's daily window resets at UTC midnight (our reference service's choice; the spec does not say). */
export function nextUtcMidnight(now: number): number {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 1);
}
