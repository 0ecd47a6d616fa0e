import { describe, expect, it } from 'vitest';
import { KNOWN_COLLECTIONS_LIMIT, mergeKnownCollections } from './known-collections';

describe('mergeKnownCollections', () => {
  it('puts the titles just seen first and keeps each title once, ignoring case', () => {
    expect(mergeKnownCollections(['Reading', 'Work'], ['work', 'Rivers'])).toEqual(['work', 'Rivers', 'Reading']);
  });

  it('drops blank titles and keeps at most the limit', () => {
    const many = Array.from({ length: KNOWN_COLLECTIONS_LIMIT + 5 }, (_, i) => `C${i}`);
    const merged = mergeKnownCollections(many, [' ', 'New']);
    expect(merged[0]).toBe('New');
    expect(merged).toHaveLength(KNOWN_COLLECTIONS_LIMIT);
  });
});
