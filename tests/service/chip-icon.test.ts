// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chipIcon } from '../../service/capture/chip-icon';

describe('chipIcon', () => {
  it.each([
    ['webpage', 'globe'],
    ['email', 'mail'],
    ['transcript', 'mic'],
    ['document', 'document'],
    ['message', 'message'],
    ['note', 'note'],
    ['calendar', 'calendar'],
    ['task', 'task'],
  ])('gives the spec kind %s its own icon', (kind, icon) => {
    expect(chipIcon(kind)).toBe(icon);
  });

  it.each([
    ['Web Page', 'globe'],
    ['Slack message', 'message'],
    ['google-calendar', 'calendar'],
    ['emails', 'mail'],
    ['PDF', 'document'],
    ['podcast', 'mic'],
  ])('maps the other kind %s to the closest icon', (kind, icon) => {
    expect(chipIcon(kind)).toBe(icon);
  });

  it('falls back to the generic source icon for an unknown or missing kind', () => {
    expect(chipIcon('zeppelin')).toBe('source');
    expect(chipIcon('')).toBe('source');
    expect(chipIcon(undefined)).toBe('source');
  });
});
