import { describe, expect, it } from 'vitest';
import { buildCaptureRequest } from './capture-request';
import { clipSourceOf, targetFromSnapshot } from './clip-target';
import { defaultClip } from './default-clip';
import { defaultNoteMarkdown } from './note-markdown';
import { buildCreateNoteRequest } from './note-request';
import { testSnapshot } from './test-snapshot';

const now = new Date('2026-11-21T10:00:00.000Z');
const selection = {
  html: '<ul><li>Second point</li></ul>',
  text: 'Second point',
  markdown: '- Second point',
  wordCount: 2,
  frameUrl: 'https://news.example/2026/rivers',
};
const defaults = {
  defaultInstructions: 'File under reading',
  defaultCollections: ['Reading', 'Rivers'],
  defaultTemplate: 'Reading note',
  autoFormat: true,
  autoOrganize: 'Prefer existing collections',
};

describe('targetFromSnapshot', () => {
  it('clips the selection when there is one', () => {
    expect(targetFromSnapshot(testSnapshot({ selection })).kind).toBe('selection');
  });

  it('clips the page when the selection is only whitespace', () => {
    expect(targetFromSnapshot(testSnapshot({ selection: { ...selection, text: '  \n' } })).kind).toBe('page');
  });

  it('clips the page when the user chose the page over the selection', () => {
    expect(targetFromSnapshot(testSnapshot({ selection }), 'page').kind).toBe('page');
  });
});

describe('buildCaptureRequest', () => {
  it('sends the page’s main content HTML headed by its title, with the source fields and the time', () => {
    const body = buildCaptureRequest(targetFromSnapshot(testSnapshot()), {}, now);
    expect(body).toEqual({
      input: '<h1>Rivers of the North</h1>\n<article><p>Rivers run north.</p></article>',
      timestamp: '2026-11-21T10:00:00.000Z',
      source_title: 'Rivers of the North',
      source_url: 'https://news.example/2026/rivers?id=4',
      source_kind: 'webpage',
    });
  });

  it('leaves the page’s content as it is when it has its own <h1>', () => {
    const snapshot = testSnapshot({ contentHtml: '<h1 class="t">Rivers</h1><p>Rivers run north.</p>' });
    expect(buildCaptureRequest(targetFromSnapshot(snapshot), {}, now).input).toBe(snapshot.contentHtml);
  });

  it('sends only the selection’s HTML when the selection is clipped', () => {
    const body = buildCaptureRequest(targetFromSnapshot(testSnapshot({ selection })), {}, now);
    expect(body.input).toBe('<ul><li>Second point</li></ul>');
  });

  it('adds instructions and context, trimmed, and leaves out blank ones', () => {
    const target = targetFromSnapshot(testSnapshot());
    expect(
      buildCaptureRequest(target, { instructions: ' Summarize ', context: 'For the river project' }, now),
    ).toMatchObject({ instructions: 'Summarize', context: 'For the river project' });
    const blank = buildCaptureRequest(target, { instructions: '  ', context: '' }, now);
    expect(blank).not.toHaveProperty('instructions');
    expect(blank).not.toHaveProperty('context');
  });

  it('files a link under the link’s own URL and text, and says which page it was on', () => {
    const page = { title: 'Links page', url: 'https://news.example/links' };
    const body = buildCaptureRequest(
      { kind: 'link', url: 'https://www.youtube.com/watch?v=abc&fbclid=z', text: 'A <talk>', page },
      {},
      now,
    );
    expect(body).toMatchObject({
      input: '<p><a href="https://www.youtube.com/watch?v=abc">A &#60;talk&#62;</a></p>',
      source_title: 'A <talk>',
      source_url: 'https://www.youtube.com/watch?v=abc',
      source_kind: 'transcript',
      context: 'Linked from “Links page” (https://news.example/links).',
    });
  });

  it('sends the address and title of a page that cannot be read', () => {
    const body = buildCaptureRequest({ kind: 'address', url: 'chrome://version/', title: 'About Version' }, {}, now);
    expect(body).toMatchObject({
      input: '<p><a href="chrome://version/">About Version</a></p>',
      source_title: 'About Version',
      source_url: 'chrome://version/',
    });
  });
});

describe('buildCreateNoteRequest', () => {
  it('sends the Markdown with collections, template and the two switches', () => {
    expect(
      buildCreateNoteRequest({
        markdown: '# Title\n\nBody',
        title: 'Ignored',
        collections: ['Reading', ' Reading ', '', 'Rivers'],
        template: ' Reading note ',
        autoFormat: false,
        autoOrganize: 'Put it with the other river notes',
      }),
    ).toEqual({
      content: '# Title\n\nBody',
      add_to_collections: ['Reading', 'Rivers'],
      apply_template: 'Reading note',
      auto_format: false,
      auto_organize: 'Put it with the other river notes',
    });
  });

  it('puts the title on the first line when the user removed it', () => {
    const body = buildCreateNoteRequest({
      markdown: '\nJust a body',
      title: 'Rivers of the North',
      collections: [],
      template: '',
      autoFormat: true,
      autoOrganize: true,
    });
    expect(body.content).toBe('# Rivers of the North\n\nJust a body');
    expect(body).not.toHaveProperty('add_to_collections');
    expect(body).not.toHaveProperty('apply_template');
  });

  it('treats a blank custom instruction as plain "on"', () => {
    const body = buildCreateNoteRequest({
      markdown: '# T',
      title: 'T',
      collections: [],
      template: '',
      autoFormat: '  ',
      autoOrganize: '',
    });
    expect(body).toMatchObject({ auto_format: true, auto_organize: true });
  });
});

describe('defaultNoteMarkdown', () => {
  it('starts a selection note with the page title and ends with a link back', () => {
    const markdown = defaultNoteMarkdown(targetFromSnapshot(testSnapshot({ selection })));
    expect(markdown).toBe(
      '# Rivers of the North\n\n- Second point\n\nSource: [Rivers of the North](https://news.example/2026/rivers?id=4)\n',
    );
  });

  it('keeps the page Markdown’s own title line', () => {
    const markdown = defaultNoteMarkdown(targetFromSnapshot(testSnapshot()));
    expect(markdown.split('\n')[0]).toBe('# Rivers of the North');
    expect(markdown.match(/^# /gm)).toHaveLength(1);
  });

  it('titles the note of a page without a title with its address, tracking parameters aside, in place of the bare "#" line', () => {
    const snapshot = testSnapshot({ title: '', contentMarkdown: '# \n\nRivers run north.\n' });
    expect(defaultNoteMarkdown(targetFromSnapshot(snapshot))).toBe(
      '# https://news.example/2026/rivers?id=4\n\nRivers run north.\n\n' +
        'Source: [https://news.example/2026/rivers?id=4](https://news.example/2026/rivers?id=4)\n',
    );
  });
});

describe('defaultClip (menu and shortcut)', () => {
  it('applies the default instructions to a Capture', () => {
    const clip = defaultClip(targetFromSnapshot(testSnapshot({ selection })), 'capture', defaults, now);
    expect(clip.source).toEqual(clipSourceOf(targetFromSnapshot(testSnapshot())));
    expect(clip.request).toMatchObject({
      op: 'capture',
      body: { input: selection.html, instructions: 'File under reading' },
    });
  });

  it('applies the default collections, template and switches to a Create Note', () => {
    const clip = defaultClip(targetFromSnapshot(testSnapshot()), 'create-note', defaults, now);
    expect(clip.request).toMatchObject({
      op: 'create-note',
      body: {
        add_to_collections: ['Reading', 'Rivers'],
        apply_template: 'Reading note',
        auto_format: true,
        auto_organize: 'Prefer existing collections',
      },
    });
  });
});
