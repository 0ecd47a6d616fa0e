import { describe, expect, it } from 'vitest';
import { chooseTarget } from './choose-target';
import { testSnapshot } from './test-snapshot';

const selection = {
  html: '<p>picked</p>',
  text: 'picked',
  markdown: 'picked',
  wordCount: 1,
  frameUrl: 'https://a.test/',
};
const unreadable = {
  readable: false as const,
  tabId: 3,
  reason: 'PDF',
  url: 'https://a.test/x.pdf',
  title: 'A paper',
};

describe('chooseTarget', () => {
  it('clips the page’s own selection when the page could be read', () => {
    const target = chooseTarget(
      { readable: true, tabId: 1, snapshot: testSnapshot({ selection }) },
      { prefer: 'selection' },
    );
    expect(target.kind).toBe('selection');
  });

  it('clips the whole page when nothing is selected', () => {
    const target = chooseTarget({ readable: true, tabId: 1, snapshot: testSnapshot() }, { prefer: 'selection' });
    expect(target.kind).toBe('page');
  });

  it('falls back to the menu’s selected words when the script found no selection', () => {
    const target = chooseTarget(
      { readable: true, tabId: 1, snapshot: testSnapshot() },
      { prefer: 'selection', selectionText: 'words in a frame' },
    );
    expect(target).toMatchObject({ kind: 'selection', snapshot: { selection: { text: 'words in a frame' } } });
  });

  it('keeps the page’s selection, with its markup, when it holds the menu’s words', () => {
    const target = chooseTarget(
      { readable: true, tabId: 1, snapshot: testSnapshot({ selection }) },
      { prefer: 'selection', selectionText: ' picked\n' },
    );
    expect(target).toMatchObject({ kind: 'selection', snapshot: { selection: { html: '<p>picked</p>' } } });
  });

  it('clips the menu’s words when the page’s selection changed before it was read', () => {
    const target = chooseTarget(
      { readable: true, tabId: 1, snapshot: testSnapshot({ selection }) },
      { prefer: 'selection', selectionText: 'the words right-clicked' },
    );
    expect(target).toMatchObject({ kind: 'selection', snapshot: { selection: { text: 'the words right-clicked' } } });
  });

  it('clips the selected words of a page it cannot read', () => {
    const target = chooseTarget(unreadable, { prefer: 'selection', selectionText: 'a sentence\n\nanother' });
    expect(target).toMatchObject({
      kind: 'selection',
      snapshot: { url: 'https://a.test/x.pdf', selection: { html: '<p>a sentence</p><p>another</p>', wordCount: 3 } },
    });
  });

  it('clips the address and title of a page it cannot read when nothing is selected', () => {
    expect(chooseTarget(unreadable, { prefer: 'page' })).toEqual({
      kind: 'address',
      url: 'https://a.test/x.pdf',
      title: 'A paper',
    });
  });
});
