import { describe, expect, it } from 'vitest';
import { defaultSettings } from './settings-schema';
import { settingsViewOf } from './settings-view';
import { maskToken } from './token-hint';

describe('a saved token, as the options page sees it', () => {
  it('shows only the last four characters of a long token', () => {
    expect(maskToken('sk_live_0123456789abcdef1a2b')).toBe('••••1a2b');
  });

  it('shows nothing of a short token', () => {
    expect(maskToken('short1a2b')).toBe('••••');
  });

  it('is reported as set with a hint, and never as the token itself', () => {
    const token = 'v2-secret-token-0123456789';
    const view = settingsViewOf(defaultSettings, { v2: token });
    expect(view.tokens).toEqual({ v2: { set: true, hint: '••••6789' }, v0: { set: false } });
    expect(JSON.stringify(view)).not.toContain(token);
  });
});
