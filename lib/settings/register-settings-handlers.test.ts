import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { tokensItem } from '../storage';
import { registerSettingsHandlers } from './register-settings-handlers';
import { defaultSettings } from './settings-schema';
import { onTokensSaved } from './tokens-saved';

const optionsPage = {
  id: fakeBrowser.runtime.id,
  url: fakeBrowser.runtime.getURL('/options.html'),
};
const contentScript = { id: fakeBrowser.runtime.id, url: 'https://example.com/article' };

/** Delivers a message as Chrome would, with a sender, and gives back what the sender receives. */
function deliver(type: string, data: unknown, sender: object): Promise<{ res?: unknown; err?: { message: string } }> {
  return new Promise((resolve) => {
    // biome-ignore lint/suspicious/noExplicitAny: the fake's trigger takes any listener arguments.
    (fakeBrowser.runtime.onMessage.trigger as any)({ id: 1, type, data, timestamp: Date.now() }, sender, resolve);
  });
}

beforeAll(() => {
  registerSettingsHandlers();
});

beforeEach(() => {
  fakeBrowser.storage.resetState();
});

describe('the settings messages', () => {
  it('save tokens and answer with whether each is set and a hint, never the token', async () => {
    const token = 'v2-token-abcdefgh-1a2b';
    const { res } = await deliver('saveTokens', { v2: token }, optionsPage);
    expect(res).toMatchObject({ tokens: { v2: { set: true, hint: '••••1a2b' }, v0: { set: false } } });
    expect(JSON.stringify(res)).not.toContain(token);
    expect(await tokensItem.getValue()).toEqual({ v2: token, origin: 'http://127.0.0.1:8787' });
  });

  it('save tokens for the configured service, keeping one the update leaves out and removing one set to null', async () => {
    await tokensItem.setValue({ v2: 'keep-me-0000000000', v0: 'remove-me-00000000', origin: 'http://127.0.0.1:8787' });
    await deliver('saveTokens', { v0: null }, optionsPage);
    expect(await tokensItem.getValue()).toEqual({ v2: 'keep-me-0000000000', origin: 'http://127.0.0.1:8787' });
  });

  it('tell tokens-saved listeners after a save', async () => {
    const listener = vi.fn();
    const stop = onTokensSaved(listener);
    await deliver('saveTokens', { v0: 'v0-token-000000000000' }, optionsPage);
    stop();
    expect(listener).toHaveBeenCalledWith({ v2: { set: false }, v0: { set: true, hint: '••••0000' } });
  });

  it('refuse invalid settings with the field message', async () => {
    const { err } = await deliver(
      'saveSettings',
      { ...defaultSettings, serviceUrl: 'http://example.com' },
      optionsPage,
    );
    expect(err?.message).toMatch(/Use https:\/\//);
    expect(await fakeBrowser.storage.local.get('settings')).toEqual({});
  });

  it('save valid settings and show them back', async () => {
    const settings = { ...defaultSettings, defaultAction: 'create-note' as const, autoOrganize: 'By topic' };
    await deliver('saveSettings', settings, optionsPage);
    const { res } = await deliver('getSettingsView', undefined, optionsPage);
    expect(res).toEqual({ settings, tokens: { v2: { set: false }, v0: { set: false } } });
  });

  it('refuse every settings message from a content script', async () => {
    await tokensItem.setValue({ v2: 'secret-token-000000' });
    for (const type of ['getSettingsView', 'saveSettings', 'saveTokens', 'testConnection']) {
      const { res, err } = await deliver(type, undefined, contentScript);
      expect(res).toBeUndefined();
      expect(err?.message).toMatch(/Refused/);
    }
    expect(await tokensItem.getValue()).toEqual({ v2: 'secret-token-000000' });
  });
});
