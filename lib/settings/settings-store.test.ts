import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { defaultSettings } from './settings-schema';
import { loadSettings, repairSettings, saveSettings } from './settings-store';

beforeEach(() => {
  fakeBrowser.storage.resetState();
});

describe('the settings store', () => {
  it('gives the defaults before anything was saved', async () => {
    expect(await loadSettings()).toEqual(defaultSettings);
  });

  it('keeps what was saved, under local:settings', async () => {
    const settings = { ...defaultSettings, serviceUrl: 'https://notes.example.com', defaultCollections: ['Reading'] };
    await saveSettings(settings);
    expect(await loadSettings()).toEqual(settings);
    expect((await fakeBrowser.storage.local.get('settings')).settings).toEqual(settings);
  });

  it('refuses invalid settings with the field message, and saves nothing', async () => {
    await expect(saveSettings({ ...defaultSettings, serviceUrl: 'http://notes.example.com' })).rejects.toThrow(
      /Use https:\/\//,
    );
    expect(await fakeBrowser.storage.local.get('settings')).toEqual({});
  });

  it('replaces only the fields a stored value gets wrong with their defaults', () => {
    const stored = { ...defaultSettings, serviceUrl: 'https://notes.example.com', autoFormat: 42, defaultAction: 'x' };
    expect(repairSettings(stored)).toEqual({
      ...defaultSettings,
      serviceUrl: 'https://notes.example.com',
    });
    expect(repairSettings('garbage')).toEqual(defaultSettings);
  });
});
