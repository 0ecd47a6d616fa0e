import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Worker } from '@playwright/test';
import { E2E_V0_TOKEN, E2E_V2_TOKEN, expect, extensionPath, test } from './fixtures';

async function saveAndWait(options: Page) {
  await options.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(options.getByText(/^Saved at/)).toBeVisible();
}

async function saveServiceAndTokens(options: Page, serviceUrl: string, v2: string, v0: string) {
  await options.getByLabel('Service URL').fill(serviceUrl);
  await options.getByLabel('API token (v2)').fill(v2);
  await options.getByLabel('API token (v0)').fill(v0);
  await saveAndWait(options);
}

function storedLocal(serviceWorker: Worker, key: string) {
  return serviceWorker.evaluate(async (k) => (await chrome.storage.local.get(k))[k], key);
}

function result(options: Page, token: 'v2' | 'v0') {
  return options
    .getByRole('list', { name: 'Connection test results' })
    .getByRole('listitem')
    .filter({
      hasText: `API token (${token}):`,
    });
}

test('shows every field with its label and the defaults out of the box', async ({ openOptions, serviceWorker }) => {
  const options = await openOptions();
  await expect(options.getByLabel('Service URL')).toHaveValue('http://127.0.0.1:8787');
  await expect(options.getByLabel('API token (v2)')).toHaveValue('');
  await expect(options.getByLabel('API token (v0)')).toBeVisible();
  await expect(options.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await expect(options.getByText('Not set.')).toHaveCount(2);
  await expect(options.getByRole('radio', { name: /Capture/ })).toBeChecked();
  await expect(options.getByLabel('Default instructions')).toHaveValue('');
  await expect(options.getByLabel('Default collections')).toHaveValue('');
  await expect(options.getByLabel('Default template')).toHaveValue('');
  const autoFormat = options.getByRole('group', { name: 'Auto-format' });
  const autoOrganize = options.getByRole('group', { name: 'Auto-organize' });
  await expect(autoFormat.getByRole('radio', { name: 'On', exact: true })).toBeChecked();
  await expect(autoOrganize.getByRole('radio', { name: 'On', exact: true })).toBeChecked();
  await expect(options.getByText(/counts against the service's daily request limit/)).toBeVisible();
  // The shortcuts as the browser has them (it may leave a suggested key unassigned).
  const commands = await serviceWorker.evaluate(() => chrome.commands.getAll());
  const shortcuts = options.getByRole('region', { name: 'Keyboard shortcuts' }).getByRole('definition');
  await expect(shortcuts).toHaveText(commands.map((command) => command.shortcut || 'Not set'));
  await expect(options.getByRole('button', { name: 'Change shortcuts' })).toBeVisible();
});

test('opens the browser shortcut settings in a new tab', async ({ openOptions, context }) => {
  const options = await openOptions();
  await options.getByRole('button', { name: 'Change shortcuts' }).click();
  await expect.poll(() => context.pages().map((page) => page.url())).toContain('chrome://extensions/shortcuts');
});

test('keeps saved settings after a reload', async ({ openOptions, serviceWorker }) => {
  const options = await openOptions();
  await options.getByLabel('Service URL').fill('http://127.0.0.1:9999');
  await options.getByRole('radio', { name: /Create note/ }).check();
  await options.getByLabel('Default instructions').fill('Keep the quotes');
  await options.getByLabel('Default collections').fill('Reading, Rivers');
  await options.getByLabel('Default template').fill('Daily');
  await options.getByRole('group', { name: 'Auto-format' }).getByRole('radio', { name: 'Custom instructions' }).check();
  await options.getByLabel('Auto-format instructions').fill('Short paragraphs');
  await options.getByRole('group', { name: 'Auto-organize' }).getByRole('radio', { name: 'Off' }).check();
  await saveAndWait(options);

  await options.reload();
  await expect(options.getByLabel('Service URL')).toHaveValue('http://127.0.0.1:9999');
  await expect(options.getByRole('radio', { name: /Create note/ })).toBeChecked();
  await expect(options.getByLabel('Default instructions')).toHaveValue('Keep the quotes');
  await expect(options.getByLabel('Default collections')).toHaveValue('Reading, Rivers');
  await expect(options.getByLabel('Default template')).toHaveValue('Daily');
  await expect(options.getByLabel('Auto-format instructions')).toHaveValue('Short paragraphs');
  await expect(options.getByRole('group', { name: 'Auto-organize' }).getByRole('radio', { name: 'Off' })).toBeChecked();
  expect(await storedLocal(serviceWorker, 'settings')).toEqual({
    serviceUrl: 'http://127.0.0.1:9999',
    defaultAction: 'create-note',
    defaultInstructions: 'Keep the quotes',
    defaultCollections: ['Reading', 'Rivers'],
    defaultTemplate: 'Daily',
    autoFormat: 'Short paragraphs',
    autoOrganize: false,
  });
});

test('refuses a plain-http URL that is not loopback, and saves nothing', async ({ openOptions, serviceWorker }) => {
  const options = await openOptions();
  await options.getByLabel('Service URL').fill('http://notes.example.com');
  await options.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    options.getByText(/Use https:\/\/ — plain http:\/\/ is allowed only for a service on this computer/),
  ).toBeVisible();
  await expect(options.getByText('Fix the marked fields; nothing was saved.')).toBeVisible();
  expect(await storedLocal(serviceWorker, 'settings')).toBeUndefined();
  await options.reload();
  await expect(options.getByLabel('Service URL')).toHaveValue('http://127.0.0.1:8787');
});

test('explains a refused host permission and saves nothing', async ({ openOptions, serviceWorker }) => {
  const options = await openOptions();
  // The real prompt cannot be answered headless; the user's "Deny" is what the API then reports.
  await options.evaluate(() => {
    const deny = async () => false;
    chrome.permissions.request = deny as typeof chrome.permissions.request;
    const other = (globalThis as { browser?: typeof chrome }).browser;
    if (other?.permissions) other.permissions.request = deny as typeof chrome.permissions.request;
  });
  await options.getByLabel('Service URL').fill('https://notes.example.com');
  await options.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(options.getByText(/Access to notes\.example\.com was not granted, so nothing was saved/)).toBeVisible();
  expect(await storedLocal(serviceWorker, 'settings')).toBeUndefined();
});

test('saves good tokens, hides them, and the connection test says the service accepts both', async ({
  openOptions,
  serviceWorker,
  service,
}) => {
  const options = await openOptions();
  await saveServiceAndTokens(options, service.url, E2E_V2_TOKEN, E2E_V0_TOKEN);

  await expect(options.getByLabel('API token (v2)')).toHaveValue('');
  await expect(options.getByText(`Saved ••••${E2E_V2_TOKEN.slice(-4)}`).first()).toBeVisible();
  expect(await storedLocal(serviceWorker, 'tokens')).toEqual({
    v2: E2E_V2_TOKEN,
    v0: E2E_V0_TOKEN,
    origin: new URL(service.url).origin,
  });

  await options.getByRole('button', { name: 'Test connection' }).click();
  await expect(result(options, 'v2')).toContainText('Accepted: the service knows this token.');
  await expect(result(options, 'v0')).toContainText('Accepted: the service knows this token.');

  // The page never held a token, and the test created nothing.
  const html = await options.content();
  expect(html).not.toContain(E2E_V2_TOKEN);
  expect(html).not.toContain(E2E_V0_TOKEN);
  expect(service.exportData()).toEqual({ notes: [], items: [] });

  if (process.env.SCREENSHOTS === '1') {
    await options.setViewportSize({ width: 760, height: 1650 });
    await options.screenshot({ path: 'docs/screenshots/options.png', fullPage: true });
  }
});

test('says a bad token is rejected, and what to do about it', async ({ openOptions, service }) => {
  const options = await openOptions();
  await saveServiceAndTokens(options, service.url, 'wrong-v2-token-000000', 'wrong-v0-token-000000');
  await options.getByRole('button', { name: 'Test connection' }).click();
  await expect(result(options, 'v2')).toContainText('Rejected');
  await expect(result(options, 'v2')).toContainText('Copy the v2 token again');
  await expect(result(options, 'v0')).toContainText('Rejected');
});

test('does not send tokens to a service URL they were not saved for', async ({ openOptions, service }) => {
  const options = await openOptions();
  await saveServiceAndTokens(options, service.url, E2E_V2_TOKEN, E2E_V0_TOKEN);
  await options.getByLabel('Service URL').fill('http://127.0.0.1:9');
  await saveAndWait(options);
  const origin = new URL(service.url).origin;
  await expect(options.getByText(`for ${origin}, so it is not sent to this service`)).toHaveCount(2);
  await options.getByRole('button', { name: 'Test connection' }).click();
  await expect(result(options, 'v2')).toContainText(`Saved for ${origin}, so it is not sent to this service.`);
});

test('only the background bundle can read the tokens item', () => {
  const scripts = readdirSync(extensionPath, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
  const readers = scripts.filter((file) => readFileSync(join(extensionPath, file), 'utf8').includes('local:tokens'));
  expect(readers).toEqual(['background.js']);
});

test('says the service is unreachable when it is down', async ({ openOptions, service }) => {
  const options = await openOptions();
  await saveServiceAndTokens(options, service.url, E2E_V2_TOKEN, E2E_V0_TOKEN);
  await service.stop();
  await options.getByRole('button', { name: 'Test connection' }).click();
  await expect(result(options, 'v2')).toContainText('Could not reach the service');
});

test.describe('with the daily limit used up', () => {
  test.use({ serviceDailyLimit: 1 });

  test('says the token is rate limited', async ({ openOptions, service }) => {
    const options = await openOptions();
    await saveServiceAndTokens(options, service.url, E2E_V2_TOKEN, E2E_V0_TOKEN);
    await options.getByRole('button', { name: 'Test connection' }).click();
    await expect(result(options, 'v2')).toContainText('Accepted');
    await options.getByRole('button', { name: 'Test connection' }).click();
    await expect(result(options, 'v2')).toContainText('Rate limited (429)');
  });
});
