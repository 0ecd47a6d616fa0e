import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { historyItem, outboxItem, runningNoteItem, tokensItem } from '../storage';
import { deliverDue, deliveryInstanceId } from './deliver-due';
import { enqueueClip, InvalidClipError } from './enqueue-clip';
import { onClipDelivered, onClipFailed } from './outbox-events';
import { resumeAfterTokenSaved } from './resume-after-token';
import { OUTBOX_ALARM } from './schedule-wake';
import type { OutboxEntry } from './types';
import { discardClip, editClip, retryNow } from './user-actions';

type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | Error;

const capture = (input: string) => ({
  origin: 'popup' as const,
  source: { title: `Page ${input}`, url: `https://example.com/${input}` },
  request: { op: 'capture' as const, body: { input } },
});
const append = (content: string) => ({
  origin: 'shortcut' as const,
  source: { title: content, url: 'https://example.com/a' },
  request: { op: 'append-running-note' as const, content },
});
const captured = (n = 1) => ({
  status: 201,
  body: {
    operation_id: 'svc-it-00000000-0000-0000-0000-000000000000',
    created_notes: Array.from({ length: n }, (_, i) => ({ id: `n${i}`, title: `Note ${i}`, url: `http://x/m/${i}` })),
    collections: [],
    status: 'complete',
    processing_summary: 'done',
  },
});
const item = (id: string) => ({ status: 200, body: { id, url: `http://x/m/${id}` } });
const refused = (status: number, headers?: Record<string, string>) => ({
  status,
  headers,
  body: { error: { code: 'x', message: `refused ${status}` } },
});

let answers: Answer[];
let requests: { url: string; body: unknown }[];

beforeEach(async () => {
  fakeBrowser.reset();
  answers = [];
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ url, body: JSON.parse(String(init.body)) });
      const answer = answers.shift() ?? new TypeError('fetch failed');
      if (answer instanceof Error) throw answer;
      return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status, headers: answer.headers });
    }),
  );
  await tokensItem.setValue({ v2: 'tok-v2', v0: 'tok-v0' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const outbox = () => outboxItem.getValue();

describe('the outbox', () => {
  it('stores a clip before the first send, and sends it', async () => {
    let storedBeforeSend: OutboxEntry[] = [];
    let alarmDuringSend: { scheduledTime: number } | undefined;
    vi.mocked(fetch).mockImplementationOnce(async (url, init) => {
      storedBeforeSend = await outbox();
      alarmDuringSend = await fakeBrowser.alarms.get(OUTBOX_ALARM);
      requests.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify(captured().body), { status: 201 });
    });
    const entry = await enqueueClip(capture('one'));
    expect(await outbox()).toMatchObject([{ id: entry.id, status: 'pending' }]);
    await deliverDue();
    expect(storedBeforeSend).toMatchObject([{ id: entry.id, status: 'sending', attempts: 1 }]);
    // Set before the send: a worker stopped mid-send is woken at the end of the lease.
    expect(alarmDuringSend?.scheduledTime).toBe(storedBeforeSend[0]?.leaseUntil);
    expect(requests[0]?.url).toBe('http://127.0.0.1:8787/v2/svc-it');
  });

  it('loses no clip when many are enqueued at the same moment (read-modify-write under the lock)', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, i) => enqueueClip(capture(`c${i}`))));
    expect((await outbox()).map((e) => (e.request.op === 'capture' ? e.request.body.input : ''))).toEqual(
      Array.from({ length: 20 }, (_, i) => `c${i}`),
    );
  });

  it('moves a delivered clip to history with the links of its notes, and tells listeners', async () => {
    const delivered = vi.fn();
    const off = onClipDelivered(delivered);
    answers.push(captured(2));
    const entry = await enqueueClip(capture('one'));
    await deliverDue();
    off();
    expect(await outbox()).toEqual([]);
    const [history] = await historyItem.getValue();
    expect(history).toMatchObject({
      clipId: entry.id,
      source: entry.source,
      op: 'capture',
      notes: [{ url: 'http://x/m/0' }, { url: 'http://x/m/1' }],
    });
    expect(history?.maybeDuplicate).toBeUndefined();
    expect(delivered).toHaveBeenCalledWith(expect.objectContaining({ id: entry.id }), history);
  });

  it('keeps a clip when the service is down, and schedules the retry alarm at its next attempt', async () => {
    const before = Date.now();
    await enqueueClip(capture('one'));
    await deliverDue();
    const [entry] = await outbox();
    expect(entry).toMatchObject({ status: 'pending', attempts: 1, lastError: { kind: 'network' } });
    expect(entry!.nextAttemptAt! - before).toBeGreaterThanOrEqual(30_000);
    const alarm = await fakeBrowser.alarms.get(OUTBOX_ALARM);
    expect(alarm?.scheduledTime).toBe(entry!.nextAttemptAt);
  });

  it('lets the other waiting clips wait with the failed one instead of each failing on its own', async () => {
    await enqueueClip(capture('one'));
    await enqueueClip(capture('two'));
    await deliverDue();
    const [first, second] = await outbox();
    expect(requests).toHaveLength(1);
    expect(second).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: first!.nextAttemptAt });
  });

  it('sends everything waiting, in order, when forced (browser start, retry now)', async () => {
    await enqueueClip(capture('one'));
    await enqueueClip(capture('two'));
    await deliverDue();
    answers.push(captured(), captured());
    await deliverDue({ force: true });
    expect(await outbox()).toEqual([]);
    expect(requests.map((r) => (r.body as { input: string }).input)).toEqual(['one', 'one', 'two']);
  });

  it('forces the next pass for a forced call that arrives while the wake alarm is being set (it was not forced)', async () => {
    await enqueueClip(capture('one'));
    await deliverDue();
    const create = fakeBrowser.alarms.create.bind(fakeBrowser.alarms);
    vi.spyOn(fakeBrowser.alarms, 'create').mockImplementationOnce(async (...args: Parameters<typeof create>) => {
      // The browser starts (or the user says "retry now") just as the pass plans its alarm.
      answers.push(captured());
      void deliverDue({ force: true });
      return create(...args);
    });
    await deliverDue();
    expect(await outbox()).toEqual([]);
  });

  it('creates the running note with the first append and appends to it after that, in order', async () => {
    answers.push(item('item-1'), item('item-1'), item('item-1'));
    await enqueueClip(append('first'));
    await enqueueClip(append('second'));
    await enqueueClip(append('third'));
    await deliverDue();
    expect(requests.map((r) => [new URL(r.url).pathname, (r.body as { content: string }).content])).toEqual([
      ['/v0/svcs', 'first'],
      ['/v0/svcs/item-1/append', 'second'],
      ['/v0/svcs/item-1/append', 'third'],
    ]);
    expect(await runningNoteItem.getValue()).toMatchObject({ id: 'item-1' });
  });

  it('marks a clip whose answer was lost as maybe delivered, and its history entry as a possible duplicate', async () => {
    vi.mocked(fetch).mockImplementationOnce(async () => {
      throw new TypeError('socket hang up');
    });
    await enqueueClip(capture('one'));
    await deliverDue();
    expect((await outbox())[0]).toMatchObject({ maybeDelivered: true });
    answers.push(captured());
    await retryNow();
    await deliverDue();
    expect((await historyItem.getValue())[0]?.maybeDuplicate).toBe(true);
  });

  it('holds every clip on 401 and resumes them when a token is saved', async () => {
    answers.push(refused(401));
    await enqueueClip(capture('one'));
    await enqueueClip(capture('two'));
    await deliverDue();
    expect((await outbox()).map((e) => [e.status, e.heldReason])).toEqual([
      ['held', 'unauthorized'],
      ['held', 'unauthorized'],
    ]);
    await deliverDue({ force: true });
    expect(requests).toHaveLength(1);
    expect(await resumeAfterTokenSaved()).toBe(2);
    answers.push(captured(), captured());
    await deliverDue();
    expect(await outbox()).toEqual([]);
  });

  it('sends with a token saved while a send with the old one was being refused (the clips stayed held for it)', async () => {
    await enqueueClip(capture('one'));
    await enqueueClip(capture('two'));
    const sentWith: string[] = [];
    vi.mocked(fetch).mockImplementation(async (_url, init) => {
      sentWith.push(new Headers(init?.headers).get('authorization') ?? '');
      if (sentWith.length > 1) return new Response(JSON.stringify(captured().body), { status: 201 });
      // The user saves a token while the first send is on its way; the service refuses the old one after that.
      await tokensItem.setValue({ v2: 'tok-new', v0: 'tok-v0' });
      await resumeAfterTokenSaved();
      return new Response(JSON.stringify(refused(401).body), { status: 401 });
    });
    await deliverDue();
    expect(await outbox()).toEqual([]);
    expect(sentWith).toEqual(['Bearer tok-v2', 'Bearer tok-new', 'Bearer tok-new']);
  });

  it('holds only the clips of the refused token: a missing v0 token does not stop v2 clips', async () => {
    await tokensItem.setValue({ v2: 'tok-v2' });
    answers.push(captured());
    await enqueueClip(append('line'));
    await enqueueClip(capture('page'));
    await deliverDue();
    expect((await outbox()).map((e) => [e.request.op, e.heldReason])).toEqual([
      ['append-running-note', 'unauthorized'],
    ]);
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(['/v2/svc-it']);
  });

  it('holds clips on 429 until Retry-After and tells the user once', async () => {
    const failed = vi.fn();
    const off = onClipFailed(failed);
    answers.push(refused(429, { 'Retry-After': '600' }));
    await enqueueClip(capture('one'));
    await enqueueClip(capture('two'));
    await deliverDue();
    await retryNow();
    answers.push(refused(429, { 'Retry-After': '600' }), refused(429, { 'Retry-After': '600' }));
    await deliverDue();
    off();
    const entries = await outbox();
    expect(entries.every((e) => e.status === 'held' && e.heldReason === 'rate-limited')).toBe(true);
    expect(entries[0]!.nextAttemptAt! - Date.now()).toBeGreaterThan(590_000);
    const told = failed.mock.calls.filter(([, , info]) => info.tellUser);
    expect(told).toHaveLength(1);
    expect(told[0]?.[2].message).toMatch(/daily limit/);
  });

  it.each([400, 404])(
    'keeps a clip refused with %i as needing attention, and sends it again once edited',
    async (status) => {
      answers.push(refused(status));
      const entry = await enqueueClip(capture('bad'));
      await deliverDue();
      expect((await outbox())[0]).toMatchObject({ status: 'needs-attention', lastError: { status } });
      await deliverDue({ force: true });
      expect(requests).toHaveLength(1);
      answers.push(captured());
      await editClip(entry.id, { op: 'capture', body: { input: 'fixed' } });
      await deliverDue();
      expect(await outbox()).toEqual([]);
      expect(requests[1]?.body).toEqual({ input: 'fixed' });
    },
  );

  it('plans a retry in 30 s when a delivery pass breaks, so the clip does not wait for the next event', async () => {
    await enqueueClip(capture('one'));
    vi.spyOn(outboxItem, 'setValue').mockRejectedValueOnce(new Error('storage is broken'));
    const before = Date.now();
    await expect(deliverDue()).rejects.toThrow('storage is broken');
    const alarm = await fakeBrowser.alarms.get(OUTBOX_ALARM);
    expect(alarm!.scheduledTime - before).toBeGreaterThanOrEqual(30_000);
    expect(await outbox()).toHaveLength(1);
  });

  it('drops a clip only when the user discards it', async () => {
    answers.push(refused(400));
    const entry = await enqueueClip(capture('bad'));
    await deliverDue();
    expect(await discardClip(entry.id)).toBe(true);
    expect(await outbox()).toEqual([]);
    expect(await historyItem.getValue()).toEqual([]);
  });

  it('takes over a send that a stopped worker left behind, as maybe delivered', async () => {
    const entry = await enqueueClip(capture('one'));
    await outboxItem.setValue([
      { ...entry, status: 'sending', attempts: 1, leaseOwner: 'stopped-worker', leaseUntil: Date.now() + 60_000 },
    ]);
    answers.push(captured());
    await deliverDue();
    expect(await outbox()).toEqual([]);
    expect((await historyItem.getValue())[0]?.maybeDuplicate).toBe(true);
    expect(deliveryInstanceId).not.toBe('stopped-worker');
  });

  it('refuses an invalid or empty clip at the door and stores nothing', async () => {
    await expect(enqueueClip(capture('   '))).rejects.toBeInstanceOf(InvalidClipError);
    await expect(
      enqueueClip({ ...capture('x'), request: { op: 'capture', body: { input: 'x', timestamp: 'yesterday' } } }),
    ).rejects.toThrow(/not saved.*timestamp/);
    expect(await outbox()).toEqual([]);
  });

  it('keeps at most 200 history entries, newest first', async () => {
    await historyItem.setValue(
      Array.from({ length: 200 }, (_, i) => ({
        id: `h${i}`,
        clipId: `c${i}`,
        deliveredAt: new Date(0).toISOString(),
        origin: 'popup' as const,
        source: { title: '', url: '' },
        op: 'capture' as const,
        notes: [],
        collections: [],
      })),
    );
    answers.push(captured());
    const entry = await enqueueClip(capture('new'));
    await deliverDue();
    const history = await historyItem.getValue();
    expect(history).toHaveLength(200);
    expect(history[0]?.clipId).toBe(entry.id);
    expect(history.at(-1)?.id).toBe('h198');
  });
});
