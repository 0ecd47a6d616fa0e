import { describe, expect, it } from 'vitest';
import { defaultSettings } from '@/lib/settings';
import { draftOf, isDirty, readDraft } from './options-draft';

describe('the options form', () => {
  it('starts from the saved settings, with empty token fields', () => {
    const draft = draftOf({ ...defaultSettings, defaultCollections: ['Reading', 'Rivers'], autoFormat: 'Short' });
    expect(draft).toMatchObject({
      serviceUrl: 'http://127.0.0.1:8787',
      v2Token: '',
      defaultCollections: 'Reading, Rivers',
      autoFormat: { mode: 'custom', instructions: 'Short' },
      autoOrganize: { mode: 'on' },
    });
  });

  it('reads back the same settings it started from', () => {
    const settings = { ...defaultSettings, defaultCollections: ['A', 'B'], autoOrganize: false, autoFormat: 'X' };
    expect(readDraft(draftOf(settings))).toEqual({ ok: true, settings, tokens: {} });
    expect(isDirty(draftOf(settings), settings)).toBe(false);
  });

  it('trims fields, splits collections on commas and sends only typed tokens', () => {
    const draft = { ...draftOf(defaultSettings), serviceUrl: ' https://n.example ', defaultCollections: ' a ,, b ' };
    const read = readDraft({ ...draft, v2Token: ' tok ' });
    expect(read).toMatchObject({
      ok: true,
      settings: { serviceUrl: 'https://n.example', defaultCollections: ['a', 'b'] },
    });
    expect(read.ok && read.tokens).toEqual({ v2: 'tok' });
  });

  it('refuses a non-loopback http URL with the field message', () => {
    const read = readDraft({ ...draftOf(defaultSettings), serviceUrl: 'http://notes.example.com' });
    expect(read.ok).toBe(false);
    expect(!read.ok && read.errors.serviceUrl).toMatch(/Use https:\/\//);
  });

  it('asks for instructions when custom is chosen without them', () => {
    const draft = { ...draftOf(defaultSettings), autoOrganize: { mode: 'custom' as const, instructions: '  ' } };
    const read = readDraft(draft);
    expect(!read.ok && read.errors).toEqual({ autoOrganize: expect.stringMatching(/organizing instructions/) });
  });

  it('counts a typed token or a changed field as unsaved', () => {
    expect(isDirty({ ...draftOf(defaultSettings), v0Token: 'x' }, defaultSettings)).toBe(true);
    expect(isDirty({ ...draftOf(defaultSettings), defaultTemplate: 'Daily' }, defaultSettings)).toBe(true);
  });
});
