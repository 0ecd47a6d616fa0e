import { chromium, type Page } from '@playwright/test';
import { selectContents, waitForStored } from './clip-helpers';
import { openPageToClip } from './clip-page';
import { devToolsPort, expect, test } from './fixtures';
import { servePagesForThisFile } from './outbox-helpers';

const pageUrl = servePagesForThisFile();

/** `SCREENSHOTS=1` rewrites the README's pictures (docs/screenshots/); other runs leave them alone. */
async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS === '1') await page.screenshot({ path: `docs/screenshots/${name}.png` });
}

test('the popup captures a page: main content as input, canonical URL without tracking, webpage kind', async ({
  context,
  serviceWorker,
  service,
  openPopup,
}) => {
  const article = await openPageToClip(
    { context, serviceWorker, service },
    pageUrl('/article.html?utm_source=newsletter&utm_medium=email&ref=7'),
  );
  const popup = await openPopup(article);

  await expect(popup.getByText('Rivers of the North', { exact: true })).toBeVisible();
  await expect(popup.getByText(pageUrl('/article.html'), { exact: true })).toBeVisible();
  await popup.getByRole('radio', { name: 'Capture' }).check();
  await popup.getByLabel('Instructions').fill('Keep the list of rivers');
  await popup.getByRole('button', { name: 'Capture' }).click();

  await expect(popup.getByRole('heading', { name: 'Clipped' })).toBeVisible();
  const [note] = await waitForStored(service, 'notes');
  await expect(popup.getByRole('link', { name: note!.title })).toHaveAttribute('href', note!.url);
  const result = popup.getByRole('region', { name: 'Clipped' });
  await expect(result).toContainText(`Collections: ${note!.collections.map((c) => c.title).join(', ')}`);
  await expect(result).toContainText('Recognised HTML converted to Markdown; created 1 note'); // processing_summary
  expect(note!.chips).toEqual([
    expect.objectContaining({ label: 'Rivers of the North', url: pageUrl('/article.html'), kind: 'webpage' }),
  ]);
  expect(note!.operation).toMatchObject({ input_kind: 'html', instructions: 'Keep the list of rivers' });
  expect(note!.content).toContain('Second river, the widest');
  // Main content only: the page's navigation, footer and scripts are not part of the input.
  expect(note!.content).not.toMatch(/Copyright the river people|__pageScriptRan|About/);

  // The note as the reference service shows it, with its source chip.
  const shown = await context.newPage();
  await shown.setViewportSize({ width: 900, height: 700 });
  await shown.goto(note!.url);
  await expect(shown.getByText('Second river, the widest')).toBeVisible();
  await screenshot(shown, 'note');
});

test('the popup’s Capture of a page sends the extracted article, not the related posts around it', async ({
  context,
  serviceWorker,
  service,
  openPopup,
}) => {
  const post = await openPageToClip({ context, serviceWorker, service }, pageUrl('/blog-post.html'));
  const popup = await openPopup(post);
  await popup.getByRole('radio', { name: 'Capture' }).check();
  await popup.getByRole('button', { name: 'Capture' }).click();

  await expect(popup.getByRole('heading', { name: 'Clipped' })).toBeVisible();
  const [note] = await waitForStored(service, 'notes');
  expect(note!.title).toBe('How glaciers carve valleys');
  expect(note!.content).toContain('scratching long parallel grooves into the bedrock');
  expect(note!.content).not.toMatch(/Share this post|You might also like|Subscribe to the Ice Blog/);
});

test('the popup creates a note with collections and a template, and shows its title as a link', async ({
  context,
  serviceWorker,
  service,
  openPopup,
}) => {
  const article = await openPageToClip({ context, serviceWorker, service }, pageUrl('/article.html'));
  const popup = await openPopup(article);
  await popup.setViewportSize({ width: 380, height: 720 });

  await popup.getByRole('radio', { name: 'Create note' }).check();
  const markdown = popup.getByRole('textbox', { name: /Note \(first line is the title\)/ });
  await expect(markdown).toHaveValue(/^# Rivers of the North\n/);
  const collections = popup.getByRole('combobox', { name: 'Collections' });
  await collections.fill('Reading');
  await collections.press('Enter');
  await collections.fill('Rivers');
  await collections.press('Enter');
  await popup.getByLabel('Template').fill('Reading note');
  await popup.getByRole('button', { name: 'Preview' }).click();
  await expect(popup.getByRole('document', { name: 'Note preview' }).getByRole('heading', { level: 1 })).toHaveText(
    'Rivers of the North',
  );
  await screenshot(popup, 'popup-create-note');
  await popup.getByRole('button', { name: 'Edit' }).click();
  // Ctrl/Cmd+Enter sends straight away, with the collection still being typed.
  await collections.fill('Later');
  await collections.press('ControlOrMeta+Enter');

  const [note] = await waitForStored(service, 'notes');
  await expect(popup.getByRole('link', { name: 'Rivers of the North' })).toHaveAttribute('href', note!.url);
  expect(note!.title).toBe('Rivers of the North');
  expect(note!.collections.map((c) => c.title).sort()).toEqual(['Later', 'Reading', 'Rivers']);
  expect(note!.content).toContain('## Key points'); // from the "Reading note" template
  expect(note!.content).toContain('carrying silt from the high valleys');
  expect(note!.requested).toMatchObject({ auto_format: true, auto_organize: true });

  // The next popup remembers Create note, and suggests the collections seen in the answer.
  const again = await openPopup(article);
  await expect(again.getByRole('radio', { name: 'Create note' })).toBeChecked();
  await expect(again.locator('datalist option[value="Rivers"]')).toHaveCount(1);
});

test('the popup offers the selection with its word count, and sends only the selection when chosen', async ({
  context,
  serviceWorker,
  service,
  openPopup,
}) => {
  const article = await openPageToClip({ context, serviceWorker, service }, pageUrl('/article.html'));
  await selectContents(article, '#second');
  const popup = await openPopup(article);

  await expect(popup.getByRole('radio', { name: 'Selection (4 words)' })).toBeChecked();
  await expect(popup.getByRole('radio', { name: 'Whole page' })).not.toBeChecked();
  await popup.getByRole('radio', { name: 'Capture' }).check();
  await popup.setViewportSize({ width: 380, height: 360 });
  await popup.getByLabel('Context').fill('For the river atlas');
  await screenshot(popup, 'popup-capture');
  await popup.getByRole('button', { name: 'Capture' }).click();

  const [note] = await waitForStored(service, 'notes');
  expect(note!.content).toContain('Second river, the widest');
  expect(note!.content).not.toContain('spring melt');
});

test('the real toolbar popup (as opened by the button or _execute_action) shows the active tab of its window', async ({
  context,
  serviceWorker,
  service,
  profile,
}) => {
  const article = await openPageToClip({ context, serviceWorker, service }, pageUrl('/article.html'));
  await article.bringToFront();
  await serviceWorker.evaluate(() => chrome.action.openPopup());
  // Playwright's own connection does not list the real popup; a second CDP connection does.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${devToolsPort(profile)}`);
  try {
    const realPopup = () =>
      browser
        .contexts()
        .flatMap((c) => c.pages())
        .find((p) => p.url().endsWith('/popup.html'));
    await expect.poll(realPopup).toBeDefined();
    const popup = realPopup()!;
    await expect(popup.getByText('Rivers of the North', { exact: true })).toBeVisible();
    await expect(popup.getByText(pageUrl('/article.html'), { exact: true })).toBeVisible();
  } finally {
    await browser.close();
  }
});

test('the note preview renders Markdown without running what a page slipped into it', async ({
  context,
  serviceWorker,
  service,
  openPopup,
}) => {
  const article = await openPageToClip({ context, serviceWorker, service }, pageUrl('/article.html'));
  const popup = await openPopup(article);
  await popup.getByRole('radio', { name: 'Create note' }).check();
  await popup
    .getByRole('textbox', { name: /Note \(first line is the title\)/ })
    .fill('# Title\n\n**bold** <img src="x" onerror="window.__ran = 1"> <a href="javascript:window.__ran = 2">x</a>');
  await popup.getByRole('button', { name: 'Preview' }).click();

  const preview = popup.getByRole('document', { name: 'Note preview' });
  await expect(preview.locator('strong')).toHaveText('bold');
  await expect(preview.locator('img')).toHaveCount(1);
  expect(await preview.locator('img').getAttribute('onerror')).toBeNull();
  expect(await preview.locator('a').getAttribute('href')).toBeNull();
  expect(await popup.evaluate(() => (window as { __ran?: number }).__ran)).toBeUndefined();
});
