import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { defaultSettings } from '../settings/settings-schema';

/** A fresh module graph, so the items are defined (and migrated) again as at extension start-up. */
async function startExtension() {
  vi.resetModules();
  return import('./items');
}

beforeEach(() => {
  fakeBrowser.reset();
});

describe('the tokens item, migrating from v1 to v2', () => {
  it('binds v1 tokens to the service that was configured when they were saved', async () => {
    await fakeBrowser.storage.local.set({
      settings: { ...defaultSettings, serviceUrl: 'https://notes.example.com/api' },
      tokens: { v2: 'token-v2', v0: 'token-v0' },
      tokens$: { v: 1 },
    });
    const { tokensItem } = await startExtension();
    expect(await tokensItem.getValue()).toEqual({
      v2: 'token-v2',
      v0: 'token-v0',
      origin: 'https://notes.example.com',
    });
    expect(await tokensItem.getMeta()).toEqual({ v: 2 });
  });

  it('binds v1 tokens to the default service when no settings were ever saved', async () => {
    await fakeBrowser.storage.local.set({ tokens: { v2: 'token-v2' } });
    const { tokensItem } = await startExtension();
    expect(await tokensItem.getValue()).toEqual({ v2: 'token-v2', origin: 'http://127.0.0.1:8787' });
  });

  it('leaves v2 tokens as they are', async () => {
    const tokens = { v2: 'token-v2', origin: 'https://other.example' };
    await fakeBrowser.storage.local.set({ tokens, tokens$: { v: 2 } });
    const { tokensItem } = await startExtension();
    expect(await tokensItem.getValue()).toEqual(tokens);
  });
});
