import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { defaultSettings } from '../settings';
import { outboxItem, settingsItem, tokensItem } from '../storage';
import { enqueueClip } from './enqueue-clip';
import { registerOutbox } from './register-outbox';
import type { OutboxEntry } from './types';

const captured = {
  operation_id: 'svc-it-00000000-0000-0000-0000-000000000000',
  created_notes: [{ id: 'n1', title: 'Note', url: 'http://127.0.0.1:8787/m/1' }],
  collections: [],
  status: 'complete',
  processing_summary: 'done',
};

const waiting = (patch: Partial<OutboxEntry> = {}): OutboxEntry => ({
  id: crypto.randomUUID(),
  createdAt: new Date().toISOString(),
  origin: 'popup',
  source: { title: 'Page', url: 'https://example.com/' },
  request: { op: 'capture', body: { input: 'kept across the update' } },
  status: 'pending',
  attempts: 1,
  nextAttemptAt: Date.now() + 60_000,
  ...patch,
});

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fakeBrowser.reset();
  fetchMock = vi.fn(async () => new Response(JSON.stringify(captured), { status: 201 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  // Let a delivery started by this test finish against this test's fetch.
  await new Promise((resolve) => setTimeout(resolve, 100));
  vi.unstubAllGlobals();
});

describe('the outbox in the background', () => {
  it('keeps the clips and settings already stored when the extension is updated, and sends the clips', async () => {
    const settings = { ...defaultSettings, serviceUrl: 'https://notes.example.com' };
    await settingsItem.setValue(settings);
    await tokensItem.setValue({ v2: 'tok' });
    await outboxItem.setValue([waiting()]);
    registerOutbox();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();

    const update = { reason: 'update', previousVersion: '0.0.9' } as Parameters<
      typeof fakeBrowser.runtime.onInstalled.trigger
    >[0];
    await fakeBrowser.runtime.onInstalled.trigger(update);
    await vi.waitFor(async () => expect(await outboxItem.getValue()).toEqual([]));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('https://notes.example.com/v2/svc-it');
    expect(await settingsItem.getValue()).toEqual(settings);
  });

  it('sends a waiting clip when the retry alarm fires and it is due', async () => {
    await tokensItem.setValue({ v2: 'tok' });
    registerOutbox();
    await outboxItem.setValue([waiting({ nextAttemptAt: Date.now() + 60_000 })]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    const [entry] = await outboxItem.getValue();
    await outboxItem.setValue([{ ...entry!, nextAttemptAt: Date.now() - 1 }]);
    await fakeBrowser.alarms.onAlarm.trigger({ name: 'outbox-retry', scheduledTime: Date.now() });
    await vi.waitFor(async () => expect(await outboxItem.getValue()).toEqual([]));
  });

  it('resumes clips held for a missing token as soon as one is saved', async () => {
    registerOutbox();
    await outboxItem.setValue([waiting({ status: 'held', heldReason: 'unauthorized', nextAttemptAt: undefined })]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    await tokensItem.setValue({ v2: 'new-token' });
    await vi.waitFor(async () => expect(await outboxItem.getValue()).toEqual([]));
  });

  it('shows the number of waiting clips on the toolbar badge, and sends a new clip at once', async () => {
    fetchMock.mockImplementation(async () => {
      throw new TypeError('fetch failed');
    });
    await tokensItem.setValue({ v2: 'tok' });
    registerOutbox();
    await enqueueClip({
      origin: 'shortcut',
      source: { title: 'T', url: 'https://e.example/' },
      request: { op: 'capture', body: { input: 'x' } },
    });
    await vi.waitFor(async () => expect(await fakeBrowser.action.getBadgeText({})).toBe('1'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
  });
});
