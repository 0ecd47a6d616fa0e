import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import type { OutboxEntry } from '@/lib/outbox';
import { describeEntry, safeHref } from './describe-entry';

const now = 1_000_000;
const at = (ms: number | undefined) => `T${ms}`;
const entry = (patch: Partial<OutboxEntry>): OutboxEntry => ({
  id: 'c1',
  createdAt: new Date(0).toISOString(),
  origin: 'popup',
  source: { title: 'Page', url: 'https://example.com/' },
  request: { op: 'capture', body: { input: 'x' } },
  status: 'pending',
  attempts: 0,
  ...patch,
});
const error = (message: string) => new ApiError('network', message).toJSON();

describe('what the outbox says about a waiting clip', () => {
  it('says a fresh clip goes now', () => {
    expect(describeEntry(entry({}), now, at)).toMatchObject({ label: 'Waiting', detail: 'Will be sent now.' });
  });

  it('gives the reason and the time of the next try after a failure', () => {
    const described = describeEntry(entry({ lastError: error('Could not reach.'), nextAttemptAt: now + 5 }), now, at);
    expect(described.detail).toBe(`Could not reach. Next try at T${now + 5}.`);
  });

  it('says when a clip held by the daily limit will go', () => {
    const held = entry({ status: 'held', heldReason: 'rate-limited', nextAttemptAt: now + 9 });
    expect(describeEntry(held, now, at).detail).toMatch(`sent at T${now + 9}`);
  });

  it('points to the options for a token problem', () => {
    const held = entry({ status: 'held', heldReason: 'unauthorized', lastError: error('Invalid token.') });
    expect(describeEntry(held, now, at)).toMatchObject({ tone: 'bad', detail: expect.stringMatching(/save a token/) });
  });

  it('asks the user to edit or discard a clip that needs attention', () => {
    const refused = entry({ status: 'needs-attention', lastError: error('input is required.') });
    expect(describeEntry(refused, now, at).detail).toBe('input is required. Edit and resend it, or discard it.');
  });
});

describe('links to notes', () => {
  it('keeps web links and refuses anything that could run', () => {
    expect(safeHref('http://127.0.0.1:8787/m/abc')).toBe('http://127.0.0.1:8787/m/abc');
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('data:text/html,<script>1</script>')).toBeUndefined();
    expect(safeHref('not a url')).toBeUndefined();
  });
});
