import type { PageSnapshot } from '../extract';

/** A page snapshot for unit tests, with whatever fields a test cares about overridden. */
export function testSnapshot(overrides: Partial<PageSnapshot> = {}): PageSnapshot {
  return {
    url: 'https://news.example/2026/rivers?utm_source=feed&id=4',
    title: 'Rivers of the North',
    contentHtml: '<article><p>Rivers run north.</p></article>',
    contentMarkdown: '# Rivers of the North\n\nRivers run north.\n',
    truncated: false,
    ...overrides,
  };
}
