import { expect, test } from './fixtures';
import {
  captureClip,
  connectToService,
  countAtService,
  enqueue,
  historyOf,
  marker,
  outboxOf,
  recordFaultRow,
  stopServiceWorker,
} from './outbox-helpers';

test('a service worker stopped mid-send loses nothing: its alarm wakes the next worker, which sends the clip again', async ({
  context,
  serviceWorker,
  extensionId,
  service,
}) => {
  // Lease = timeout + 5 s: the alarm wakes a new worker about 9 s after the send started.
  await connectToService(serviceWorker, service, { timeoutMs: 4_000 });
  // Slow enough that the stop surely lands while the first clip is in flight, even on a loaded machine.
  service.injectFault({ kind: 'slow', delayMs: 3_000 }, 1);
  const markers = [marker('stop', 0), marker('stop', 1)];
  await enqueue(
    serviceWorker,
    markers.map((m) => captureClip(m)),
  );
  await expect.poll(async () => (await outboxOf(serviceWorker))[0]?.status).toBe('sending');

  const page = await context.newPage();
  // A plain extension document (not the popup, which would message the worker and so wake it) to read storage from.
  await page.goto(`chrome-extension://${extensionId}/manifest.json`);
  await stopServiceWorker(context, page);
  // Still written down while no worker runs.
  expect((await outboxOf(page)).map((e) => e.status)).toEqual(['sending', 'pending']);

  // Nothing else happens: no message, no click. The alarm set for the lease's end starts a worker.
  const stoppedAt = Date.now();
  await expect.poll(async () => (await outboxOf(page)).length, { timeout: 25_000 }).toBe(0);
  expect(Date.now() - stoppedAt).toBeGreaterThan(3_000);
  const history = await historyOf(page);
  expect(history.map((h) => Boolean(h.maybeDuplicate)).sort()).toEqual([false, true]);
  // The cut-off request may still complete at the service (it started > 0 s ago and takes 3 s): wait before counting.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const counts = await countAtService(service, markers);
  recordFaultRow({ fault: 'Service worker stopped mid-send (service slow)', ...counts });
  expect(counts.lost).toBe(0);
  expect(counts.delivered).toBe(2);
});
