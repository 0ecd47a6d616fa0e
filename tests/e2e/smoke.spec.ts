import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';

test('the service worker starts and belongs to the extension', async ({ serviceWorker, extensionId }) => {
  expect(serviceWorker.url()).toBe(`chrome-extension://${extensionId}/background.js`);
  const manifest = await serviceWorker.evaluate(() => chrome.runtime.getManifest());
  expect(manifest.name).toBe('Capture Clipper');
  expect(manifest.manifest_version).toBe(3);
});

test('the popup renders', async ({ openPopup }) => {
  const popup = await openPopup();
  await expect(popup.getByRole('heading', { name: 'Capture Clipper' })).toBeVisible();
});

test('the options page renders', async ({ openOptions }) => {
  const options = await openOptions();
  await expect(options.getByRole('heading', { name: /options/i })).toBeVisible();
});

test('the background can reach a server on 127.0.0.1', async ({ serviceWorker }) => {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"pong":true}');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  try {
    const body = await serviceWorker.evaluate(
      async (url) => (await fetch(url)).json(),
      `http://127.0.0.1:${port}/ping`,
    );
    expect(body).toEqual({ pong: true });
  } finally {
    server.close();
  }
});

test('Chromium assigns both suggested shortcuts (a taken key would be dropped silently)', async ({ serviceWorker }) => {
  const commands = await serviceWorker.evaluate(() => chrome.commands.getAll());
  const shortcuts = Object.fromEntries(commands.map((c) => [c.name, c.shortcut]));
  expect(shortcuts._execute_action).toBe('Alt+Shift+K');
  expect(shortcuts['quick-capture']).toBe('Alt+Shift+S');
});
