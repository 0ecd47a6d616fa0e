import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createClipMenus } from './clip-menus';

describe('createClipMenus', () => {
  const calls: string[] = [];
  const created: { id?: string; contexts?: string[] }[] = [];

  beforeEach(() => {
    fakeBrowser.reset();
    calls.length = 0;
    created.length = 0;
    // fakeBrowser has no contextMenus: stand in for Chrome's.
    Object.assign(browser, {
      contextMenus: {
        removeAll: vi.fn(async () => {
          calls.push('removeAll');
        }),
        create: vi.fn((props: { id?: string; contexts?: string[] }, done?: () => void) => {
          calls.push(`create ${props.id}`);
          created.push(props);
          done?.();
        }),
      },
    });
  });

  it('removes the old items first, then creates every item with its contexts', async () => {
    await createClipMenus();
    expect(calls[0]).toBe('removeAll');
    expect(created.map((m) => [m.id, m.contexts])).toEqual([
      ['capture-selection', ['selection']],
      ['capture-page', ['page']],
      ['capture-link', ['link']],
      ['append-selection', ['selection']],
      ['new-running-note', ['selection', 'page']],
    ]);
  });

  it('touches no stored settings or clips', async () => {
    await browser.storage.local.set({ settings: { serviceUrl: 'https://notes.example' }, outbox: [{ id: 'c1' }] });
    await createClipMenus();
    expect(await browser.storage.local.get(['settings', 'outbox'])).toEqual({
      settings: { serviceUrl: 'https://notes.example' },
      outbox: [{ id: 'c1' }],
    });
  });
});
