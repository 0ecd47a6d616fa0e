import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { tokensItem } from '../storage';
import { defaultSettings } from './settings-schema';
import { settingsViewOf } from './settings-view';
import { testConnection } from './test-connection';
import { loadTokens, tokensFor, updateTokens } from './token-store';

beforeEach(() => {
  fakeBrowser.storage.resetState();
});

describe('tokens and the service they belong to', () => {
  it('are sent to the service they were saved for', () => {
    const stored = { v2: 'a', v0: 'b', origin: 'https://notes.example.com' };
    expect(tokensFor(stored, 'https://notes.example.com/api/')).toEqual({ v2: 'a', v0: 'b' });
  });

  it('are never sent to another service after the URL changes', () => {
    const stored = { v2: 'a', v0: 'b', origin: 'https://notes.example.com' };
    expect(tokensFor(stored, 'https://notes.example.org')).toEqual({});
    expect(tokensFor(stored, 'http://notes.example.com')).toEqual({});
  });

  it('follow the configured service when written without an origin', () => {
    expect(tokensFor({ v2: 'a' }, 'https://anything.example')).toEqual({ v2: 'a', v0: undefined });
  });

  it('are saved for the configured service, and the ones of another service are dropped', async () => {
    await tokensItem.setValue({ v2: 'old-v2', v0: 'old-v0', origin: 'https://old.example' });
    expect(await updateTokens({ v2: 'new-v2' }, 'https://new.example/x')).toEqual({
      v2: 'new-v2',
      origin: 'https://new.example',
    });
  });

  it('keep a token the update leaves out, for the same service', async () => {
    await tokensItem.setValue({ v2: 'v2', v0: 'v0', origin: 'https://n.example' });
    expect(await updateTokens({ v0: null }, 'https://n.example')).toEqual({ v2: 'v2', origin: 'https://n.example' });
  });

  it('lose no update when two saves overlap', async () => {
    await tokensItem.setValue({ v2: 'v2', v0: 'v0', origin: 'https://n.example' });
    await Promise.all([
      updateTokens({ v2: null }, 'https://n.example'),
      updateTokens({ v0: null }, 'https://n.example'),
    ]);
    expect(await tokensItem.getValue()).toEqual({ origin: 'https://n.example' });
  });

  it('are loaded for the configured service only', async () => {
    await fakeBrowser.storage.local.set({ settings: { ...defaultSettings, serviceUrl: 'https://new.example' } });
    await tokensItem.setValue({ v2: 'old-v2', origin: 'https://old.example' });
    expect(await loadTokens()).toEqual({});
  });

  it('of another service show as not set, with a hint and where they belong', () => {
    const view = settingsViewOf(defaultSettings, { v2: 'token-0000-1111-2222', origin: 'https://old.example' });
    expect(view.tokens.v2).toEqual({ set: false, hint: '••••2222', savedFor: 'https://old.example' });
  });

  it('of another service are not probed, and the test says why', async () => {
    let requests = 0;
    const fetch = async () => {
      requests++;
      return new Response('', { status: 400 });
    };
    const report = await testConnection(defaultSettings, { v2: 'a', origin: 'https://old.example' }, { fetch });
    expect(report.v2).toMatchObject({ outcome: 'missing', message: expect.stringMatching(/Saved for https:\/\/old/) });
    expect(requests).toBe(0);
  });
});

describe('the connection test without access to the service', () => {
  it('sends nothing and says how to give access back', async () => {
    let requests = 0;
    const fetch = async () => {
      requests++;
      return new Response('', { status: 400 });
    };
    const report = await testConnection(defaultSettings, { v2: 'a', v0: 'b' }, { fetch, hasAccess: false });
    expect(report.v2).toMatchObject({
      outcome: 'unreachable',
      message: expect.stringMatching(/no access to 127\.0\.0\.1:8787.*Allow/),
    });
    expect(report.v0.outcome).toBe('unreachable');
    expect(requests).toBe(0);
  });
});
