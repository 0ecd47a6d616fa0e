import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from '../api';
import { backoffDelay, MAX_RETRY_DELAY_MS, MIN_RETRY_DELAY_MS, nextStep, nextUtcMidnight } from './retry-policy';

const now = Date.UTC(2026, 10, 21, 10, 0, 0);
const noJitter = () => 0;
const fullJitter = () => 0.999;
const failure = (kind: ApiErrorKind, details: ConstructorParameters<typeof ApiError>[2] = {}) =>
  new ApiError(kind, `${kind} happened`, details).toJSON();

describe('the retry policy', () => {
  it.each(['network', 'timeout', 'server'] as const)('retries a %s error after a backoff of at least 30 s', (kind) => {
    const step = nextStep({ attempts: 1 }, failure(kind), now, noJitter);
    expect(step.status).toBe('pending');
    expect(step.nextAttemptAt).toBe(now + MIN_RETRY_DELAY_MS);
  });

  it('doubles the backoff with each attempt', () => {
    expect(backoffDelay(1, noJitter)).toBe(30_000);
    expect(backoffDelay(2, noJitter)).toBe(60_000);
    expect(backoffDelay(3, noJitter)).toBe(MAX_RETRY_DELAY_MS);
  });

  it('caps the backoff so that a waiting clip is retried within 2 minutes of the service coming back', () => {
    for (const attempts of [4, 10, 50]) {
      for (const random of [noJitter, fullJitter, () => 0.5]) {
        expect(backoffDelay(attempts, random)).toBeLessThan(120_000);
      }
    }
  });

  it('takes up to a quarter off at random, but never goes under the 30 s alarm minimum', () => {
    expect(backoffDelay(2, fullJitter)).toBeGreaterThan(60_000 * 0.75);
    expect(backoffDelay(2, fullJitter)).toBeLessThan(60_000);
    expect(backoffDelay(1, fullJitter)).toBe(MIN_RETRY_DELAY_MS);
  });

  it('waits at least as long as a server error’s Retry-After asks', () => {
    const step = nextStep({ attempts: 1 }, failure('server', { status: 503, retryAfter: '90' }), now, noJitter);
    expect(step.nextAttemptAt).toBe(now + 90_000);
  });

  it('holds a rate-limited clip until Retry-After', () => {
    const step = nextStep({ attempts: 1 }, failure('rate-limited', { status: 429, retryAfter: '3600' }), now);
    expect(step).toMatchObject({ status: 'held', heldReason: 'rate-limited', nextAttemptAt: now + 3_600_000 });
  });

  it('holds a rate-limited clip without Retry-After until the next daily window (UTC midnight)', () => {
    const step = nextStep({ attempts: 1 }, failure('rate-limited', { status: 429 }), now);
    expect(step.nextAttemptAt).toBe(Date.UTC(2026, 10, 22));
    expect(nextUtcMidnight(Date.UTC(2026, 11, 31, 23, 59))).toBe(Date.UTC(2027, 0, 1));
  });

  it('holds an unauthorized clip with no planned attempt (a saved token resumes it)', () => {
    const step = nextStep({ attempts: 1 }, failure('unauthorized', { status: 401 }), now);
    expect(step).toEqual({ status: 'held', heldReason: 'unauthorized', maybeDelivered: false });
  });

  it.each(['bad-request', 'not-found', 'malformed-response'] as const)(
    'does not retry a %s error: the clip needs attention',
    (kind) => {
      const step = nextStep({ attempts: 1 }, failure(kind), now);
      expect(step.status).toBe('needs-attention');
      expect(step.nextAttemptAt).toBeUndefined();
    },
  );

  it('marks a clip maybe-delivered when the failed request may have reached the service', () => {
    expect(nextStep({ attempts: 1 }, failure('timeout', { mayHaveReachedService: true }), now).maybeDelivered).toBe(
      true,
    );
    expect(nextStep({ attempts: 1 }, failure('network'), now).maybeDelivered).toBe(false);
  });

  it('keeps a clip maybe-delivered once it was, even if a later attempt surely did not arrive', () => {
    expect(nextStep({ attempts: 2, maybeDelivered: true }, failure('network'), now).maybeDelivered).toBe(true);
  });
});
