import { clickMenu, pressCommand, selectContents, waitForStored } from './clip-helpers';
import { openPageToClip } from './clip-page';
import { expect, test } from './fixtures';
import { servePagesForThisFile } from './outbox-helpers';

const pageUrl = servePagesForThisFile();

test('the context menu items exist after install', async ({ serviceWorker }) => {
  const ids = ['capture-selection', 'capture-page', 'capture-link', 'append-selection', 'new-running-note'];
  // There is no contextMenus.getAll: update() rejects for an id that does not exist.
  await expect
    .poll(() =>
      serviceWorker.evaluate(
        (all) =>
          Promise.all(
            all.map((id) =>
              chrome.contextMenus.update(id, {}).then(
                () => id,
                () => null,
              ),
            ),
          ),
        ids,
      ),
    )
    .toEqual(ids);
});

test('capture-selection inside a list sends the list item, not the page', async ({
  context,
  serviceWorker,
  service,
}) => {
  const page = await openPageToClip({ context, serviceWorker, service }, pageUrl('/article.html'));
  await selectContents(page, '#second');
  await clickMenu(serviceWorker, page, { menuItemId: 'capture-selection', selectionText: 'Second river, the widest' });

  const [note] = await waitForStored(service, 'notes');
  expect(note!.content).toContain('Second river, the widest');
  expect(note!.content).not.toContain('First river');
  expect(note!.chips[0]).toMatchObject({ label: 'Rivers of the North', url: pageUrl('/article.html') });
});

test('capture-selection inside an iframe sends the framed words', async ({ context, serviceWorker, service }) => {
  const page = await openPageToClip({ context, serviceWorker, service }, pageUrl('/with-frame.html'));
  const frame = page.frame({ url: /\/frame\.html$/ })!;
  await selectContents(frame, '#framed');
  await clickMenu(serviceWorker, page, {
    menuItemId: 'capture-selection',
    selectionText: 'Words inside the frame',
    frameId: 1,
  });

  const [note] = await waitForStored(service, 'notes');
  expect(note!.content).toContain('Words inside the frame, chosen by the reader for their clarity.');
  expect(note!.content).not.toContain('outer page has its own words');
  expect(note!.chips[0]).toMatchObject({ label: 'Page with a frame', url: pageUrl('/with-frame.html') });
});

test('capture-link clips the link’s URL and text, without tracking parameters', async ({
  context,
  serviceWorker,
  service,
}) => {
  const page = await openPageToClip({ context, serviceWorker, service }, pageUrl('/article.html'));
  const linkUrl = pageUrl('/delta.html?utm_source=feed&fbclid=abc');
  await clickMenu(serviceWorker, page, { menuItemId: 'capture-link', linkUrl, frameId: 0 });

  const [note] = await waitForStored(service, 'notes');
  expect(note!.chips[0]).toMatchObject({ label: 'the delta survey', url: pageUrl('/delta.html'), kind: 'webpage' });
  expect(note!.content).toContain('the delta survey');
});

test('quick-capture clips the selection when there is one, else the whole page', async ({
  context,
  serviceWorker,
  service,
}) => {
  const page = await openPageToClip({ context, serviceWorker, service }, pageUrl('/article.html'));
  await selectContents(page, '#second');
  await pressCommand(serviceWorker, page, 'quick-capture');
  const [selected] = await waitForStored(service, 'notes', 1);
  expect(selected!.content).toContain('Second river, the widest');
  expect(selected!.content).not.toContain('spring melt');

  await page.evaluate(() => window.getSelection()!.removeAllRanges());
  await pressCommand(serviceWorker, page, 'quick-capture');
  // Confirmed on the tab's badge (for a few seconds) and with a notification that opens the note.
  const tabId = await serviceWorker.evaluate(async (url) => (await chrome.tabs.query({ url }))[0]!.id!, page.url());
  await expect
    .poll(() => serviceWorker.evaluate((id) => chrome.action.getBadgeText({ tabId: id }), tabId), { intervals: [50] })
    .toBe('✓');
  const [, whole] = await waitForStored(service, 'notes', 2);
  expect(whole!.content).toContain('spring melt');
  expect(whole!.content).toContain('Third river, the fastest');

  // Clicking the "Clipped" notification opens the note.
  const ids = await serviceWorker.evaluate(async () => Object.keys(await chrome.notifications.getAll()));
  const clipped = ids.find((id) => id.endsWith(`|${whole!.url}`));
  expect(clipped).toBeDefined();
  const opened = context.waitForEvent('page', (p) => p.url() === whole!.url);
  await serviceWorker.evaluate(
    (id) => (chrome.notifications.onClicked as unknown as { dispatch(...a: unknown[]): void }).dispatch(id),
    clipped!,
  );
  await opened;
});

test('quick-capture of a page sends its article without the share bar, related posts and sign-up box', async ({
  context,
  serviceWorker,
  service,
}) => {
  const page = await openPageToClip({ context, serviceWorker, service }, pageUrl('/blog-post.html'));
  await pressCommand(serviceWorker, page, 'quick-capture');
  const [note] = await waitForStored(service, 'notes', 1);
  expect(note!.title).toBe('How glaciers carve valleys');
  expect(note!.content).toContain('grinds the rock beneath it into fine flour');
  expect(note!.content).toContain('hanging valleys and deep lakes');
  expect(note!.content).not.toMatch(
    /Share this post|You might also like|Ten facts about sea ice|Subscribe to the Ice Blog/,
  );
});

test('quick-capture in a single-page app clips the page shown, not the previous page its <head> still names', async ({
  context,
  serviceWorker,
  service,
}) => {
  const page = await openPageToClip({ context, serviceWorker, service }, pageUrl('/watch.html?v=second'));
  await pressCommand(serviceWorker, page, 'quick-capture');
  const [note] = await waitForStored(service, 'notes', 1);
  expect(note!.title).toBe('Glaciers, part two');
  expect(note!.chips[0]).toMatchObject({ label: 'Glaciers, part two', url: pageUrl('/watch.html?v=second') });
});

test('two append-selection clips arrive in order in one running note (v0)', async ({
  context,
  serviceWorker,
  service,
}) => {
  const page = await openPageToClip({ context, serviceWorker, service }, pageUrl('/article.html'));
  await selectContents(page, '#second');
  await clickMenu(serviceWorker, page, { menuItemId: 'append-selection', selectionText: 'Second river' });
  // The clip reads the page's selection when it runs: changing it before then would clip the new one.
  await expect.poll(async () => (await service.exportNotes()).items[0]?.content ?? '').toMatch(/Second river/);
  await selectContents(page, '#rivers li:last-child');
  await clickMenu(serviceWorker, page, { menuItemId: 'append-selection', selectionText: 'Third river' });

  await expect.poll(async () => (await service.exportNotes()).items[0]?.content ?? '').toMatch(/Third river/);
  const { items, notes } = await service.exportNotes();
  expect(items).toHaveLength(1);
  expect(notes).toHaveLength(0);
  const content = items[0]!.content;
  expect(content.indexOf('Second river, the widest')).toBeGreaterThan(-1);
  expect(content.indexOf('Second river, the widest')).toBeLessThan(content.indexOf('Third river, the fastest'));

  // "Start a new running note": the next append makes a second item.
  await clickMenu(serviceWorker, page, { menuItemId: 'new-running-note' });
  await clickMenu(serviceWorker, page, { menuItemId: 'append-selection', selectionText: 'Third river' });
  await waitForStored(service, 'items', 2);
});
