import { describe, expect, it } from 'vitest';
import type { SerializedApiError } from '../api';
import { clipOutcome } from './clip-outcome';
import { describeProblem } from './describe-problem';

const capture = { op: 'capture' as const, body: { input: '<p>x</p>' } };
const time = (ms: number) => new Date(ms).toISOString().slice(11, 16);
const error = (kind: SerializedApiError['kind'], extra: Partial<SerializedApiError> = {}): SerializedApiError => ({
  kind,
  message: 'The service said no.',
  status: undefined,
  code: undefined,
  param: undefined,
  retryAfter: undefined,
  mayHaveReachedService: false,
  ...extra,
});

describe('describeProblem', () => {
  it('points to the options for a refused token, naming which token', () => {
    const text = describeProblem({ request: capture, status: 'held' }, error('unauthorized', { status: 401 }), time);
    expect(text.openOptions).toBe(true);
    expect(text.message).toMatch(/did not accept your API token \(v2\): The service said no\./);
    const v0 = describeProblem(
      { request: { op: 'append-running-note', content: 'x' }, status: 'held' },
      error('unauthorized'),
      time,
    );
    expect(v0.message).toMatch(/API token \(v0\)/);
  });

  it('asks for a token when none is set, rather than calling it refused', () => {
    const text = describeProblem(
      { request: capture, status: 'held' },
      error('unauthorized', { message: 'No API token (v2) is set. Add it in the options.' }),
      time,
    );
    expect(text).toMatchObject({ openOptions: true });
    expect(text.message).toBe(
      'No API token (v2) is set. Add it in the options; your clip is kept and is sent as soon as you save it.',
    );
  });

  it('says when a rate-limited clip will be sent', () => {
    const at = Date.parse('2026-11-22T00:00:00Z');
    const text = describeProblem({ request: capture, status: 'held', nextAttemptAt: at }, error('rate-limited'), time);
    expect(text.message).toMatch(/daily limit is reached.*will be sent at 00:00/);
  });

  it('names the refused field of a bad request', () => {
    const text = describeProblem(
      { request: capture, status: 'needs-attention' },
      error('bad-request', { param: 'source_url', message: 'Not a URL.' }),
      time,
    );
    expect(text).toMatchObject({ field: 'source_url', openOptions: false });
    expect(text.message).toMatch(/because of the source URL \(source_url\): Not a URL\./);
  });
});

describe('clipOutcome', () => {
  const entry = {
    id: 'c1',
    createdAt: '',
    origin: 'popup' as const,
    source: { title: 't', url: 'u' },
    request: capture,
    attempts: 1,
  };

  it('is delivered once the clip is in history', () => {
    const history = {
      id: 'h',
      clipId: 'c1',
      deliveredAt: '',
      origin: 'popup' as const,
      source: entry.source,
      op: 'capture' as const,
      notes: [],
      collections: [],
    };
    expect(clipOutcome('c1', [], [history]).state).toBe('delivered');
  });

  it('is sending while the outbox holds it without an error', () => {
    expect(clipOutcome('c1', [{ ...entry, status: 'pending' }], []).state).toBe('sending');
  });

  it('is a problem when the last attempt failed', () => {
    const failed = { ...entry, status: 'needs-attention' as const, lastError: error('bad-request') };
    expect(clipOutcome('c1', [failed], [])).toMatchObject({ state: 'problem', error: { kind: 'bad-request' } });
  });

  it('is gone when the user discarded it', () => {
    expect(clipOutcome('c1', [], []).state).toBe('gone');
  });
});
