import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

// `npm test` builds all three before the end-to-end tests run.
const read = (dir: string) => JSON.parse(readFileSync(`.output/${dir}/manifest.json`, 'utf8'));

const requiredPermissions = ['activeTab', 'scripting', 'storage', 'contextMenus', 'notifications', 'alarms'];

for (const dir of ['chrome-mv3', 'firefox-mv3']) {
  test(`the ${dir} manifest names the product, its icons, popup, options page and commands`, () => {
    const manifest = read(dir);
    expect(manifest.manifest_version).toBe(3);
    expect(manifest.name).toBe('Capture Clipper');
    expect(manifest.description.length).toBeGreaterThan(20);
    for (const size of ['16', '32', '48', '128']) {
      expect(manifest.icons[size]).toBe(`icon/${size}.png`);
      expect(existsSync(`.output/${dir}/${manifest.icons[size]}`)).toBe(true);
    }
    expect(manifest.action.default_popup).toBe('popup.html');
    expect(manifest.options_ui.page).toBe('options.html');
    expect(manifest.commands._execute_action.suggested_key.default).toBeTruthy();
    expect(manifest.commands['quick-capture'].suggested_key.default).toBeTruthy();
  });
}

test('the store build asks for what the product needs and no more, with host access only to the service', () => {
  const manifest = read('chrome-mv3');
  // unlimitedStorage keeps a large clip in the outbox rather than failing on the 10 MiB quota.
  expect([...manifest.permissions].sort()).toEqual([...requiredPermissions, 'unlimitedStorage'].sort());
  expect(manifest.host_permissions).toEqual(['http://127.0.0.1:8787/*']);
  expect(manifest.optional_host_permissions).toContain('https://*/*');
  expect(manifest.background.service_worker).toBe('background.js');
  expect(manifest.content_scripts).toBeUndefined();
  expect(manifest.browser_specific_settings).toBeUndefined();
});

test('only the Firefox build carries a gecko id', () => {
  expect(read('firefox-mv3').browser_specific_settings.gecko.id).toMatch(/@/);
});
