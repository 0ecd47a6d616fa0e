import { createProfile, expect, test } from './fixtures';
import {
  appendClip,
  captureClip,
  connectToService,
  countAtService,
  type Dispatchable,
  enqueue,
  historyOf,
  marker,
  noteClip,
  outboxOf,
  recordFaultRow,
  serviceWorkerOf,
  timePasses,
} from './outbox-helpers';

test('clips made while the service is down, with a browser restart in between, are all delivered once it is back', async ({
  service,
}) => {
  const profile = createProfile();
  const markers = [0, 1, 2, 3].map((i) => marker('down', i));
  let context = await profile.launch();
  try {
    let worker = await serviceWorkerOf(context);
    await connectToService(worker, service);
    await service.stop();
    const [a, b, c, d] = markers as [string, string, string, string];
    await enqueue(worker, [captureClip(a), noteClip(b), appendClip(c), appendClip(d)]);
    await expect
      .poll(async () => (await outboxOf(worker)).map((e) => e.status))
      .toEqual(['pending', 'pending', 'pending', 'pending']);
    expect((await outboxOf(worker))[0]?.lastError?.kind).toBe('network');

    // The browser closes and starts again; the service is still down when it does.
    await context.close();
    context = await profile.launch();
    worker = await serviceWorkerOf(context);
    expect(await outboxOf(worker)).toHaveLength(4);

    await service.start();
    await worker.evaluate(() => (chrome.runtime.onStartup as unknown as Dispatchable).dispatch());
    await expect.poll(async () => (await outboxOf(worker)).length, { timeout: 20_000 }).toBe(0);
    expect(await historyOf(worker)).toHaveLength(4);

    const counts = await countAtService(service, markers);
    const running = (await service.exportNotes()).items[0]?.content ?? '';
    expect(running.indexOf(c)).toBeLessThan(running.indexOf(d));
    recordFaultRow({ fault: 'Service down (stopped), browser restarted, service back', ...counts });
    expect(counts).toEqual({ sent: 4, delivered: 4, duplicates: 0, lost: 0 });
  } finally {
    await context.close();
  }
});

test('a 500 is retried by the alarm and the clip arrives once', async ({ serviceWorker, service }) => {
  await connectToService(serviceWorker, service);
  service.injectFault({ kind: 'status', status: 500 }, 1);
  const markers = [marker('five', 0), marker('five', 1)];
  await enqueue(
    serviceWorker,
    markers.map((m) => captureClip(m)),
  );
  await expect.poll(async () => (await outboxOf(serviceWorker))[0]?.lastError?.status).toBe(500);
  const [entry] = await outboxOf(serviceWorker);
  // Until the pass has sent the second clip, the alarm is that send's lease end; then it moves to the retry.
  await expect
    .poll(async () => (await serviceWorker.evaluate(() => chrome.alarms.get('outbox-retry')))?.scheduledTime)
    .toBe(entry?.nextAttemptAt);
  expect(entry!.nextAttemptAt! - Date.now()).toBeGreaterThan(20_000);

  await timePasses(serviceWorker);
  await expect.poll(async () => (await outboxOf(serviceWorker)).length).toBe(0);
  const counts = await countAtService(service, markers);
  recordFaultRow({ fault: '500 server error', ...counts });
  expect(counts).toEqual({ sent: 2, delivered: 2, duplicates: 0, lost: 0 });
});

test('a connection reset is retried and the clip arrives once', async ({ serviceWorker, service }) => {
  await connectToService(serviceWorker, service);
  service.injectFault({ kind: 'reset' }, 1);
  const markers = [marker('reset', 0)];
  await enqueue(
    serviceWorker,
    markers.map((m) => captureClip(m)),
  );
  await expect.poll(async () => (await outboxOf(serviceWorker))[0]?.lastError?.kind).toBe('network');
  expect((await outboxOf(serviceWorker))[0]?.maybeDelivered).toBe(true);
  await timePasses(serviceWorker);
  await expect.poll(async () => (await outboxOf(serviceWorker)).length).toBe(0);
  const counts = await countAtService(service, markers);
  recordFaultRow({ fault: 'Connection reset', ...counts });
  expect(counts).toEqual({ sent: 1, delivered: 1, duplicates: 0, lost: 0 });
});

test('a service slower than the timeout: the clip is resent and its history says it may be a duplicate', async ({
  serviceWorker,
  service,
}) => {
  await connectToService(serviceWorker, service, { timeoutMs: 1_000 });
  service.injectFault({ kind: 'slow', delayMs: 2_500 }, 1);
  const markers = [marker('slow', 0)];
  await enqueue(
    serviceWorker,
    markers.map((m) => captureClip(m)),
  );
  await expect.poll(async () => (await outboxOf(serviceWorker))[0]?.lastError?.kind).toBe('timeout');
  expect((await outboxOf(serviceWorker))[0]?.maybeDelivered).toBe(true);
  await timePasses(serviceWorker);
  await expect.poll(async () => (await outboxOf(serviceWorker)).length).toBe(0);
  expect((await historyOf(serviceWorker))[0]?.maybeDuplicate).toBe(true);
  // Let the slow request finish at the service before counting what it stored.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const counts = await countAtService(service, markers);
  recordFaultRow({ fault: 'Slow service (answer after the client timeout)', ...counts });
  expect(counts.lost).toBe(0);
  expect(counts.delivered).toBe(1);
});

test('a 429 with Retry-After holds the clips until then, tells the user once, and sends them by itself', async ({
  serviceWorker,
  service,
}) => {
  await connectToService(serviceWorker, service);
  service.injectFault({ kind: 'status', status: 429, retryAfter: '3' }, 1);
  const markers = [marker('limit', 0), marker('limit', 1)];
  await enqueue(serviceWorker, [captureClip(markers[0]!)]);
  await expect.poll(async () => (await outboxOf(serviceWorker))[0]?.heldReason).toBe('rate-limited');
  await enqueue(serviceWorker, [captureClip(markers[1]!)]);
  const notices = await serviceWorker.evaluate(() => chrome.notifications.getAll());
  expect(Object.keys(notices)).toContain('outbox-rate-limited');
  // No prompt: the alarm at Retry-After sends both.
  await expect.poll(async () => (await outboxOf(serviceWorker)).length, { timeout: 15_000 }).toBe(0);
  const counts = await countAtService(service, markers);
  recordFaultRow({ fault: '429 rate limited, Retry-After: 3', ...counts });
  expect(counts).toEqual({ sent: 2, delivered: 2, duplicates: 0, lost: 0 });
});

test('a 401 holds every clip until a token is saved, then sends them', async ({ serviceWorker, service }) => {
  await connectToService(serviceWorker, service, { v2: 'wrong-token-000000000000' });
  const markers = [marker('auth', 0), marker('auth', 1)];
  await enqueue(
    serviceWorker,
    markers.map((m) => captureClip(m)),
  );
  await expect
    .poll(async () => (await outboxOf(serviceWorker)).map((e) => e.heldReason))
    .toEqual(['unauthorized', 'unauthorized']);
  const badge = await serviceWorker.evaluate(() => chrome.action.getBadgeText({}));
  expect(badge).toBe('2');
  await connectToService(serviceWorker, service);
  await expect.poll(async () => (await outboxOf(serviceWorker)).length).toBe(0);
  expect(await serviceWorker.evaluate(() => chrome.action.getBadgeText({}))).toBe('');
  const counts = await countAtService(service, markers);
  recordFaultRow({ fault: '401 unauthorized, then a token saved', ...counts });
  expect(counts).toEqual({ sent: 2, delivered: 2, duplicates: 0, lost: 0 });
});

test('a malformed answer keeps the clip as needing attention until the user resends it', async ({
  serviceWorker,
  service,
}) => {
  await connectToService(serviceWorker, service);
  service.injectFault({ kind: 'malformed' }, 1);
  const markers = [marker('malformed', 0)];
  const [id] = await enqueue(
    serviceWorker,
    markers.map((m) => captureClip(m)),
  );
  await expect.poll(async () => (await outboxOf(serviceWorker))[0]?.status).toBe('needs-attention');
  await timePasses(serviceWorker);
  await serviceWorker.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  expect((await outboxOf(serviceWorker))[0]?.status).toBe('needs-attention');
  await serviceWorker.evaluate(
    (clipId) =>
      (globalThis as unknown as { __clipper: { retryNow(id: string): Promise<number> } }).__clipper.retryNow(clipId),
    id!,
  );
  await expect.poll(async () => (await outboxOf(serviceWorker)).length).toBe(0);
  const counts = await countAtService(service, markers);
  recordFaultRow({ fault: 'Malformed (non-JSON) 201, resent by the user', ...counts });
  expect(counts).toEqual({ sent: 1, delivered: 1, duplicates: 0, lost: 0 });
});
