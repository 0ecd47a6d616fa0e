import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import type { EnqueueInput, HistoryEntry, OutboxEntry } from '../../lib/outbox';
import { defaultSettings } from '../../lib/settings/settings-schema';
import { type PageServer, servePages } from './clip-helpers';
import { E2E_V0_TOKEN, E2E_V2_TOKEN, type ServiceFixture, serviceWorkerOf, test } from './fixtures';

/** Serves `pages` on 127.0.0.1 for the tests of the calling spec file; returns the URL of a path. */
export function servePagesForThisFile(pages?: Record<string, string>): (path: string) => string {
  let server: PageServer | undefined;
  test.beforeAll(async () => {
    server = await servePages(pages);
  });
  test.afterAll(async () => {
    await server?.close();
  });
  return (path) => {
    if (!server) throw new Error('pages are served only while the tests of this file run');
    return server.url(path);
  };
}

/** Points the extension at the test service with valid tokens; `timeoutMs` shortens the client timeout (test-only). */
export async function connectToService(
  worker: Worker,
  service: ServiceFixture,
  options: { timeoutMs?: number; v2?: string; v0?: string } = {},
): Promise<void> {
  await worker.evaluate((values) => chrome.storage.local.set(values), {
    settings: { ...defaultSettings, serviceUrl: service.url },
    tokens: { v2: options.v2 ?? E2E_V2_TOKEN, v0: options.v0 ?? E2E_V0_TOKEN },
    clientTimeoutOverrideMs: options.timeoutMs ?? 5_000,
  });
}

/** Enqueues through the outbox's own API in the worker (the E2E build's `__clipper` hook). */
export function enqueue(worker: Worker, clips: EnqueueInput[]): Promise<string[]> {
  return worker.evaluate(async (all) => {
    const hook = (globalThis as unknown as { __clipper: { enqueueClip(c: unknown): Promise<{ id: string }> } })
      .__clipper;
    const ids: string[] = [];
    for (const clip of all) ids.push((await hook.enqueueClip(clip)).id);
    return ids;
  }, clips);
}

/** Reads the outbox from any extension context (worker or page). */
export function outboxOf(where: Worker | Page): Promise<OutboxEntry[]> {
  return (where as Worker).evaluate(
    async () => ((await chrome.storage.local.get('outbox')).outbox ?? []) as OutboxEntry[],
  );
}

export function historyOf(where: Worker | Page): Promise<HistoryEntry[]> {
  return (where as Worker).evaluate(
    async () => ((await chrome.storage.local.get('history')).history ?? []) as HistoryEntry[],
  );
}

/** The clock moves on: every planned attempt is due now, and the outbox alarm fires. */
export async function timePasses(worker: Worker): Promise<void> {
  await worker.evaluate(async () => {
    const { outbox = [] } = (await chrome.storage.local.get('outbox')) as { outbox?: OutboxEntry[] };
    const past = Date.now() - 1;
    await chrome.storage.local.set({
      outbox: outbox.map((e) => (e.nextAttemptAt != null ? { ...e, nextAttemptAt: past } : e)),
    });
    // Chromium's extension events have a test-only `dispatch` that runs the real listeners.
    (chrome.alarms.onAlarm as unknown as Dispatchable).dispatch({ name: 'outbox-retry', scheduledTime: past });
  });
}

/** Clips whose text carries a marker (once: titles never do) that the service's export is searched for. */
export function captureClip(marker: string, title = 'A test page'): EnqueueInput {
  return {
    origin: 'context-menu',
    source: { title, url: `http://127.0.0.1/${marker}` },
    request: { op: 'capture', body: { input: `Text of ${marker} end.`, source_title: title } },
  };
}

export function noteClip(marker: string): EnqueueInput {
  return {
    origin: 'popup',
    source: { title: 'A test note', url: `http://127.0.0.1/${marker}` },
    request: { op: 'create-note', body: { content: `# A test note\n\nBody ${marker} end.` } },
  };
}

export function appendClip(marker: string): EnqueueInput {
  return {
    origin: 'shortcut',
    source: { title: 'A line', url: `http://127.0.0.1/${marker}` },
    request: { op: 'append-running-note', content: `Line ${marker} end.` },
  };
}

/** A marker no other marker contains. */
export const marker = (name: string, i: number) => `zq${name}x${i}qz`;

export interface FaultRow {
  fault: string;
  sent: number;
  delivered: number;
  duplicates: number;
  lost: number;
}

/**
 * Counts, from what the service stored, how many of the markers arrived and how many arrived more than once:
 * a note counts once however often the marker appears in it (a page's first words also make its description);
 * in a v0 item every appended occurrence counts (appends of several clips share one item).
 */
export async function countAtService(service: ServiceFixture, markers: string[]): Promise<Omit<FaultRow, 'fault'>> {
  const data = await service.exportNotes();
  let delivered = 0;
  let duplicates = 0;
  for (const m of markers) {
    const inNotes = data.notes.filter((n) => n.content.includes(m)).length;
    const inItems = data.items.reduce((sum, item) => sum + item.content.split(m).length - 1, 0);
    const seen = inNotes + inItems;
    if (seen > 0) delivered++;
    duplicates += Math.max(0, seen - 1);
  }
  return { sent: markers.length, delivered, duplicates, lost: markers.length - delivered };
}

export const FAULT_TABLE_FILE = 'test-results/fault-table.json';

/** Adds (or replaces) this fault's row in the table `npm run -s fault-table` prints. */
export function recordFaultRow(row: FaultRow): void {
  let rows: FaultRow[] = [];
  try {
    rows = JSON.parse(readFileSync(FAULT_TABLE_FILE, 'utf8')) as FaultRow[];
  } catch {
    // first row of this run
  }
  rows = [...rows.filter((r) => r.fault !== row.fault), row];
  mkdirSync(dirname(FAULT_TABLE_FILE), { recursive: true });
  writeFileSync(FAULT_TABLE_FILE, `${JSON.stringify(rows, null, 2)}\n`);
}

/** Stops every service worker over CDP, as Chrome does to an idle or overrunning worker. */
export async function stopServiceWorker(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const stopped = new Promise<void>((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      if (versions.some((v) => v.runningStatus === 'stopped')) resolve();
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await stopped;
  await cdp.detach().catch(() => undefined);
}

export { serviceWorkerOf };

/** An extension event as Chromium has it: `dispatch` runs its listeners (see toolchain notes). */
export interface Dispatchable {
  dispatch(...args: unknown[]): void;
}
