import { describe, expect, it } from 'vitest';
import { namesAnotherPage } from './names-another-page';

describe('namesAnotherPage', () => {
  it('is true when a query parameter both addresses carry has another value', () => {
    expect(namesAnotherPage('https://www.youtube.com/watch?v=new', 'https://www.youtube.com/watch?v=old')).toBe(true);
    expect(namesAnotherPage('https://m.youtube.com/watch?v=new&t=3', 'https://youtube.com/watch?v=old')).toBe(true);
  });

  it('is false for a canonical address without the tracking parameters', () => {
    expect(namesAnotherPage('https://news.example.com/a?id=4&utm_source=x', 'https://news.example.com/a?id=4')).toBe(
      false,
    );
    expect(namesAnotherPage('https://news.example.com/a?utm_source=x', '/a')).toBe(false);
  });

  it('is false on another host: a mirror or a saved copy says nothing about staleness', () => {
    expect(namesAnotherPage('http://localhost:8000/watch?v=new', 'https://www.youtube.com/watch?v=old')).toBe(false);
  });

  it('is false when the paths differ but no parameter contradicts (a canonical slug)', () => {
    expect(namesAnotherPage('https://news.example.com/story/123', 'https://news.example.com/story/123-slug')).toBe(
      false,
    );
  });

  it('is false for addresses that cannot be read', () => {
    expect(namesAnotherPage('not a url', 'https://example.com/?v=1')).toBe(false);
    expect(namesAnotherPage('https://example.com/?v=1', 'http://[bad')).toBe(false);
  });
});
