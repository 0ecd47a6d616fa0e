import { waitForStored } from './clip-helpers';
import { openPageToClip } from './clip-page';
import { expect, test } from './fixtures';
import { captureClip, connectToService, enqueue, marker, outboxOf, servePagesForThisFile } from './outbox-helpers';

const pageUrl = servePagesForThisFile();

test('a refused clip shows in the outbox with its reason; edited and resent, it moves to history with its link', async ({
  serviceWorker,
  service,
  openPopup,
}) => {
  await connectToService(serviceWorker, service);
  service.injectFault({ kind: 'status', status: 400 }, 1);
  await enqueue(serviceWorker, [captureClip(marker('edit', 0), 'The refused page')]);
  await expect.poll(async () => (await outboxOf(serviceWorker))[0]?.status).toBe('needs-attention');
  expect(await serviceWorker.evaluate(() => chrome.action.getBadgeText({}))).toBe('1');

  const popup = await openPopup();
  await popup.getByRole('tab', { name: 'Outbox' }).click();
  const entry = popup.getByTestId('outbox-entry');
  await expect(entry).toContainText('The refused page');
  await expect(entry).toContainText('Needs attention');
  await expect(entry).toContainText('Injected failure (400). Edit and resend it, or discard it.');

  if (process.env.SCREENSHOTS) {
    await popup.setViewportSize({ width: 380, height: 300 });
    await popup.screenshot({ path: 'docs/screenshots/outbox.png' });
  }
  await entry.getByRole('button', { name: 'Edit' }).click();
  await popup.getByLabel('Clip content').fill('The corrected text of the page.');
  await popup.getByRole('button', { name: 'Save and resend' }).click();
  await expect(popup.getByText('Nothing waiting: every clip reached the service.')).toBeVisible();

  const [note] = await waitForStored(service, 'notes');
  expect(note!.content).toContain('The corrected text of the page.');
  await popup.getByRole('tab', { name: 'History' }).click();
  const delivered = popup.getByTestId('history-entry');
  await expect(delivered).toContainText('The refused page');
  await expect(delivered.getByRole('link', { name: note!.title })).toHaveAttribute('href', note!.url);
  if (process.env.SCREENSHOTS) await popup.screenshot({ path: 'docs/screenshots/history.png' });
  expect(await serviceWorker.evaluate(() => chrome.action.getBadgeText({}))).toBe('');
});

test('waiting clips show their next try; "retry now" sends one at once and "discard" removes the other', async ({
  serviceWorker,
  service,
  openPopup,
}) => {
  await connectToService(serviceWorker, service);
  await service.stop();
  const markers = [marker('wait', 0), marker('wait', 1)];
  await enqueue(serviceWorker, [
    captureClip(markers[0]!, 'First waiting page'),
    captureClip(markers[1]!, 'Second one'),
  ]);
  await expect.poll(async () => (await outboxOf(serviceWorker))[0]?.lastError?.kind).toBe('network');

  const popup = await openPopup();
  await popup.getByRole('tab', { name: 'Outbox' }).click();
  const entries = popup.getByTestId('outbox-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText(/Could not reach the service.*Next try at/);
  await expect(entries.nth(1)).toContainText(/Will be sent at|Next try at/);

  await service.start();
  await entries.first().getByRole('button', { name: 'Retry now' }).click();
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Second one');
  await entries.first().getByRole('button', { name: 'Discard' }).click();
  await expect(popup.getByText('Nothing waiting: every clip reached the service.')).toBeVisible();

  const data = await service.exportNotes();
  expect(data.notes.map((n) => markers.filter((m) => n.content.includes(m)))).toEqual([[markers[0]]]);
});

test('the popup warns when the page was clipped before, with a link to that note', async ({
  context,
  serviceWorker,
  service,
  openPopup,
}) => {
  const article = await openPageToClip({ context, serviceWorker, service }, pageUrl('/article.html'));
  const first = await openPopup(article);
  await expect(first.getByTestId('clipped-before')).toHaveCount(0);
  await first.getByRole('radio', { name: 'Capture' }).check();
  await first.getByRole('button', { name: 'Capture' }).click();
  const [note] = await waitForStored(service, 'notes');
  await first.close();

  const again = await openPopup(article);
  const warning = again.getByTestId('clipped-before');
  await expect(warning).toContainText('You clipped this page before');
  await expect(warning.getByRole('link', { name: note!.title })).toHaveAttribute('href', note!.url);
});
