import { waitForStored } from './clip-helpers';
import { openPageToClip } from './clip-page';
import { expect, test } from './fixtures';
import { servePagesForThisFile } from './outbox-helpers';

const pageUrl = servePagesForThisFile();

test('a refused token (401) is shown in the popup with a link to the options', async ({
  context,
  serviceWorker,
  service,
  openPopup,
  extensionId,
}) => {
  const article = await openPageToClip({ context, serviceWorker, service }, pageUrl('/article.html'), {
    v2: 'not-a-valid-token',
  });
  const popup = await openPopup(article);
  await popup.getByRole('radio', { name: 'Capture' }).check();
  await popup.getByRole('button', { name: 'Capture' }).click();

  const problem = popup.getByRole('alert', { name: 'Not sent yet' });
  await expect(problem).toContainText('did not accept your API token (v2)');
  await expect(problem).toContainText('your clip is kept');
  await expect(problem.getByRole('link', { name: 'Open the options' })).toHaveAttribute(
    'href',
    `chrome-extension://${extensionId}/options.html`,
  );
});

test('a refused field (400) is named in the popup', async ({ context, serviceWorker, service, openPopup }) => {
  const article = await openPageToClip({ context, serviceWorker, service }, pageUrl('/article.html'));
  const popup = await openPopup(article);
  await popup.getByRole('radio', { name: 'Create note' }).check();
  await popup.getByLabel('Template').fill('No such template');
  await popup.getByRole('button', { name: 'Create note' }).click();

  const problem = popup.getByRole('alert', { name: 'Not sent yet' });
  await expect(problem).toContainText('because of the template (apply_template)');
  await expect(problem).toContainText('No template "No such template"');
  expect((await service.exportNotes()).notes).toHaveLength(0);
});

test('a rate-limited clip (429) says when it will be sent', async ({ context, serviceWorker, service, openPopup }) => {
  service.injectFault({ kind: 'status', status: 429, retryAfter: '3600' }, 1);
  const article = await openPageToClip({ context, serviceWorker, service }, pageUrl('/article.html'));
  const popup = await openPopup(article);
  await popup.getByRole('radio', { name: 'Capture' }).check();
  await popup.getByRole('button', { name: 'Capture' }).click();

  // Retry-After: 3600 → an hour from now, as the popup formats times (either minute, if one turns meanwhile).
  const expected = await popup.evaluate(() =>
    [0, 60_000].map((extra) =>
      new Date(Date.now() + 3_600_000 + extra).toLocaleString(undefined, {
        hour: '2-digit',
        minute: '2-digit',
        month: 'short',
        day: 'numeric',
      }),
    ),
  );
  const problem = popup.getByRole('alert', { name: 'Not sent yet' });
  await expect(problem).toContainText('daily limit is reached. Your clip is kept and will be sent at');
  const text = (await problem.textContent()) ?? '';
  expect(expected.some((time) => text.includes(time))).toBe(true);
});

test('a PDF says why it cannot be read, and its address and title can still be clipped', async ({
  context,
  serviceWorker,
  service,
  openPopup,
}) => {
  const pdf = await openPageToClip({ context, serviceWorker, service }, pageUrl('/paper.pdf'));
  const popup = await openPopup(pdf);

  const notice = popup.getByRole('status', { name: 'This page cannot be read' });
  await expect(notice).toContainText('PDF viewer does not let extensions read the document');
  await expect(notice).toContainText('You can still clip this page’s address and title.');
  await popup.getByRole('radio', { name: 'Capture' }).check();
  await popup.getByRole('button', { name: 'Capture' }).click();

  const [note] = await waitForStored(service, 'notes');
  expect(note!.chips[0]).toMatchObject({ label: expect.stringMatching(/paper\.pdf$/), url: pageUrl('/paper.pdf') });
  expect(note!.content).toContain('paper.pdf');
});

test('a tab the browser does not describe (about:blank without a user gesture) says there is nothing to clip', async ({
  context,
  openPopup,
  serviceWorker,
}) => {
  const tabIds = () => serviceWorker.evaluate(async () => (await chrome.tabs.query({})).map((t) => t.id!));
  const before = await tabIds();
  const blank = await context.newPage();
  await blank.goto('about:blank');
  // Without the user's click (activeTab) the extension sees no URL for about:blank: the new tab is the one to use.
  const tabId = (await tabIds()).find((id) => !before.includes(id));
  expect(tabId).toBeDefined();
  const popup = await openPopup();
  await popup.goto(`${popup.url().split('?')[0]}?tabId=${tabId}`);
  await expect(popup.getByRole('status', { name: 'This page cannot be read' })).toContainText(
    'does not tell Capture Clipper which page this tab shows',
  );
  await expect(popup.getByRole('button', { name: 'Capture' })).toHaveCount(0);
});

test('the right-click menu on a browser page (chrome://) clips its address and title', async ({
  context,
  serviceWorker,
  service,
}) => {
  const page = await openPageToClip({ context, serviceWorker, service }, pageUrl('/article.html'));
  const tabId = await serviceWorker.evaluate(async (url) => (await chrome.tabs.query({ url }))[0]!.id!, page.url());
  // Chrome hands a menu click the tab's address and title (the click grants activeTab); chrome:// pages cannot be
  // opened by a test page, so the tab is described as Chrome would describe it.
  await serviceWorker.evaluate(
    (id) =>
      (chrome.contextMenus.onClicked as unknown as { dispatch(...a: unknown[]): void }).dispatch(
        { menuItemId: 'capture-page', editable: false, pageUrl: 'chrome://version/' },
        { id, url: 'chrome://version/', title: 'About Version' },
      ),
    tabId,
  );

  const [note] = await waitForStored(service, 'notes');
  expect(note!.chips[0]).toMatchObject({ label: 'About Version', url: 'chrome://version/' });
});
