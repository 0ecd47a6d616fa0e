import { clickMenu, waitForStored } from './clip-helpers';
import { openPageToClip } from './clip-page';
import { expect, test } from './fixtures';
import { countAtService, historyOf, outboxOf, recordFaultRow, servePagesForThisFile } from './outbox-helpers';

const hostileTitle = '<img src=x onerror="window.__pwned=1">Hostile & <b>bold</b> title';

/** A page that fights back: markup in its title, scripts in its body, polluted prototypes, hijacked DOM methods. */
const hostilePage = `<!doctype html><html><head><title>${hostileTitle}</title></head><body>
  <script>
    Object.prototype.polluted = 'yes';
    Object.defineProperty(Object.prototype, 'then', { get() { window.__thenRead = true; return undefined; }, configurable: true });
    Array.prototype.map = function () { throw new Error('map hijacked'); };
    Document.prototype.querySelector = function () { return null; };
    Document.prototype.querySelectorAll = function () { return []; };
    Element.prototype.getAttribute = function () { return 'hijacked'; };
    Node.prototype.cloneNode = function () { throw new Error('no cloning here'); };
    JSON.stringify = function () { return '{"hijacked":true}'; };
    window.getSelection = function () { return null; };
  </script>
  <article><h1>A hostile article</h1>
  <p>Honest words in the middle of a hostile page, long enough to be the main content of it.</p>
  <p>A second paragraph with <img src=x onerror="window.__pwned=1"> an image that tries to run code,
  and a <a href="javascript:window.__pwned=1">link that tries too</a>.</p>
  <p>&lt;script&gt;window.__pwned=1&lt;/script&gt; is shown as text here, as it should be.</p>
  </article></body></html>`;

/** About 10 MB of main content, every paragraph different (extractors drop repeated blocks). */
const hugePage = `<!doctype html><html><head><title>A 10 MB page</title></head><body><article><h1>A 10 MB page</h1>
  ${Array.from({ length: 11_000 }, (_, i) => `<p>Paragraph ${i}: ${'plenty of honest words on a very long page, '.repeat(20)}</p>`).join('\n')}
  </article></body></html>`;

const pageUrl = servePagesForThisFile({ '/hostile.html': hostilePage, '/huge.html': hugePage });

test('a hostile page clips correctly, and its title runs nothing in the outbox and history views', async ({
  context,
  serviceWorker,
  service,
  openPopup,
}) => {
  const page = await openPageToClip({ context, serviceWorker, service }, pageUrl('/hostile.html'));
  expect(await page.title()).toBe(hostileTitle);

  // First refused, so that the title is shown in the outbox view too.
  service.injectFault({ kind: 'status', status: 400 }, 1);
  await clickMenu(serviceWorker, page, { menuItemId: 'capture-page', frameId: 0 });
  await expect.poll(async () => (await outboxOf(serviceWorker))[0]?.status).toBe('needs-attention');

  const popup = await openPopup();
  await popup.getByRole('tab', { name: 'Outbox' }).click();
  await expect(popup.getByTestId('outbox-entry')).toContainText(hostileTitle);
  await popup.getByRole('button', { name: 'Retry now' }).click();
  const [note] = await waitForStored(service, 'notes');
  await popup.getByRole('tab', { name: 'History' }).click();
  await expect(popup.getByTestId('history-entry')).toContainText(hostileTitle);

  expect(note!.content).toContain('Honest words in the middle of a hostile page');
  expect(note!.chips[0]?.label).toBe(hostileTitle);
  expect(await popup.locator('img[src="x"], img[onerror]').count()).toBe(0);
  expect(await popup.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await serviceWorker.evaluate(() => (globalThis as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await serviceWorker.evaluate(() => ({}) as Record<string, unknown>)).not.toHaveProperty('polluted');
  const counts = await countAtService(service, ['Honest words in the middle of a hostile page']);
  recordFaultRow({
    fault: 'Hostile page (markup in title, polluted prototypes, hijacked DOM), first refused',
    ...counts,
  });
  expect(counts).toEqual({ sent: 1, delivered: 1, duplicates: 0, lost: 0 });
});

test('a 10 MB page is clipped and delivered, not refused for its size', async ({ context, serviceWorker, service }) => {
  test.setTimeout(90_000);
  const page = await openPageToClip({ context, serviceWorker, service }, pageUrl('/huge.html'), { timeoutMs: 60_000 });
  await clickMenu(serviceWorker, page, { menuItemId: 'capture-page', frameId: 0 });
  const [note] = await waitForStored(service, 'notes', 1, 60_000);
  // The page snapshot keeps the first 1.5 MB of main-content HTML (lib/extract SNAPSHOT_LIMITS): cut, not refused.
  expect(note!.content.length).toBeGreaterThan(1024 * 1024);
  expect(note!.content).toContain('Paragraph 0: plenty of honest words');
  await expect.poll(async () => (await outboxOf(serviceWorker)).length).toBe(0);
  const history = await historyOf(serviceWorker);
  expect(history).toHaveLength(1);
  expect(history[0]?.maybeDuplicate).toBeUndefined();
  const counts = await countAtService(service, ['Paragraph 0: plenty']);
  recordFaultRow({ fault: '10 MB page', ...counts });
  expect(counts).toEqual({ sent: 1, delivered: 1, duplicates: 0, lost: 0 });
});

test('the popup says a 10 MB page is only partly in the note, before it is sent', async ({
  context,
  serviceWorker,
  service,
  openPopup,
}) => {
  test.setTimeout(90_000);
  const page = await openPageToClip({ context, serviceWorker, service }, pageUrl('/huge.html'));
  const popup = await openPopup(page);
  await popup.getByRole('radio', { name: 'Create note' }).check();
  await expect(popup.getByRole('status').filter({ hasText: 'This page is very large' })).toContainText(
    'characters of HTML',
    { timeout: 60_000 },
  );
});
