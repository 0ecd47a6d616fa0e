import { describe, expect, it } from 'vitest';
import { targetFromSnapshot } from './clip-target';
import { runningNoteEntry } from './running-note-entry';
import { testSnapshot } from './test-snapshot';

const now = new Date('2026-11-21T10:05:00.000Z');

describe('runningNoteEntry', () => {
  it('puts the selection under a heading with the page title and the time, and ends with the source', () => {
    const selection = { html: '', text: 'x', markdown: '- Second point', wordCount: 2, frameUrl: '' };
    expect(runningNoteEntry(targetFromSnapshot(testSnapshot({ selection })), now)).toBe(
      '### Rivers of the North — 2026-11-21 10:05 UTC\n\n- Second point\n\nSource: <https://news.example/2026/rivers?id=4>\n',
    );
  });

  it('records a link by its text and address', () => {
    const entry = runningNoteEntry(
      { kind: 'link', url: 'https://ex.com/a', text: 'A [link]', page: { title: 'P', url: 'https://ex.com/' } },
      now,
    );
    expect(entry).toContain('[A link](<https://ex.com/a>)');
  });
});
