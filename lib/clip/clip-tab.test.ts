import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EnqueueInput } from '../outbox';
import { defaultSettings, type Settings } from '../settings/settings-schema';
import { testSnapshot } from './test-snapshot';

const enqueued: EnqueueInput[] = [];
const depthsRead: string[] = [];
let settings: Settings = defaultSettings;
let readable = true;
let selected = true;

vi.mock('../outbox', () => ({
  enqueueClip: vi.fn(async (input: EnqueueInput) => {
    enqueued.push(input);
    return { id: `clip-${enqueued.length}` };
  }),
}));
vi.mock('../settings', () => ({ loadSettings: vi.fn(async () => settings) }));
vi.mock('./badge', () => ({ showBadge: vi.fn(async () => undefined) }));
vi.mock('./clip-notifications', () => ({ notifyMessage: vi.fn(async () => undefined) }));
vi.mock('./read-tab', () => ({
  readTab: vi.fn(async (tab: { id: number }, depth: string) => {
    depthsRead.push(depth);
    const selection = {
      html: '<p>picked words</p>',
      text: 'picked words',
      markdown: 'picked words',
      wordCount: 2,
      frameUrl: '',
    };
    return readable
      ? {
          readable: true,
          tabId: tab.id,
          snapshot: testSnapshot({
            selection: selected ? selection : undefined,
            contentHtml: `<p>${depth} content</p>`,
            contentMarkdown: depth === 'full' ? '# T\n\nfull' : '',
          }),
        }
      : { readable: false, tabId: tab.id, reason: 'No.', url: 'chrome://version/', title: 'About Version' };
  }),
}));

const { clipTab } = await import('./clip-tab');
const { notifyMessage } = await import('./clip-notifications');
const tab = { id: 7, url: 'https://news.example/2026/rivers', title: 'Rivers' };

describe('clipTab (menu and shortcut)', () => {
  beforeEach(() => {
    enqueued.length = 0;
    depthsRead.length = 0;
    settings = defaultSettings;
    readable = true;
    selected = true;
    vi.mocked(notifyMessage).mockClear();
  });

  it('captures the selection when there is one, from a single reading of the page', async () => {
    await clipTab(tab, { origin: 'shortcut', prefer: 'selection' });
    expect(depthsRead).toEqual(['article']);
    expect(enqueued[0]).toMatchObject({
      origin: 'shortcut',
      request: { op: 'capture', body: { input: '<p>picked words</p>' } },
    });
  });

  it('captures a right-clicked selection from the quick snapshot, without extracting the page', async () => {
    await clipTab(tab, { origin: 'context-menu', prefer: 'selection', selectionText: 'picked words' });
    expect(depthsRead).toEqual(['quick']);
    expect(enqueued[0]).toMatchObject({ request: { op: 'capture', body: { input: '<p>picked words</p>' } } });
  });

  it('captures the extracted article when there is no selection', async () => {
    selected = false;
    await clipTab(tab, { origin: 'shortcut', prefer: 'selection' });
    expect(depthsRead).toEqual(['article']);
    expect(enqueued[0]).toMatchObject({
      request: { op: 'capture', body: { input: expect.stringContaining('<p>article content</p>') } },
    });
  });

  it('reads the full snapshot for a Create Note default, for its Markdown', async () => {
    settings = { ...defaultSettings, defaultAction: 'create-note' };
    await clipTab(tab, { origin: 'context-menu', prefer: 'page' });
    expect(depthsRead).toEqual(['full']);
    expect(enqueued[0]).toMatchObject({
      request: { op: 'create-note', body: { content: expect.stringContaining('full') } },
    });
  });

  it('appends the selection to the running note whatever the default action', async () => {
    settings = { ...defaultSettings, defaultAction: 'create-note' };
    await clipTab(tab, { origin: 'context-menu', prefer: 'selection', into: 'running-note' });
    expect(depthsRead).toEqual(['quick']);
    expect(enqueued[0]).toMatchObject({
      request: { op: 'append-running-note', content: expect.stringContaining('picked words') },
    });
  });

  it('clips the address of a page it cannot read, and says so', async () => {
    readable = false;
    await clipTab(tab, { origin: 'shortcut', prefer: 'selection' });
    expect(enqueued[0]).toMatchObject({ source: { title: 'About Version', url: 'chrome://version/' } });
    expect(notifyMessage).toHaveBeenCalledWith('Page not readable', 'No. Clipped its address and title instead.');
  });
});
