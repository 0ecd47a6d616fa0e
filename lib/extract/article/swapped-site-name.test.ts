// @vitest-environment node
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import type { Candidate } from './candidates';
import { mendSwappedSiteName } from './swapped-site-name';

function docsPage(tabTitle: string, heading: string): Document {
  return parseHTML(
    `<!doctype html><html><head><title>${tabTitle}</title></head><body><h1>${heading}</h1></body></html>`,
  ).document as unknown as Document;
}

function candidate(doc: Document, title: string, siteName: string, content = '<p>Text.</p>'): Candidate {
  const element = doc.createElement('article');
  element.innerHTML = content;
  return { title, siteName, content: element };
}

describe('mendSwappedSiteName', () => {
  it('puts back a one-word title Defuddle took for the site name, and drops its heading, which Defuddle kept', () => {
    const doc = docsPage('Installation | Glacier Docs', 'Installation');
    const mended = mendSwappedSiteName(
      candidate(doc, 'Glacier Docs', 'Installation', '<h2>Installation</h2><p>Text.</p>'),
      doc,
      'https://glacier.dev/docs/installation',
    );
    expect([mended.title, mended.siteName, mended.content.innerHTML]).toEqual([
      'Installation',
      'Glacier Docs',
      '<p>Text.</p>',
    ]);
  });

  it('goes by the heading and tab title alone on a site served from an address, which names nothing', () => {
    const doc = docsPage('Installation | Glacier Docs', 'Installation');
    const mended = mendSwappedSiteName(
      candidate(doc, 'Glacier Docs', 'Installation'),
      doc,
      'http://127.0.0.1:8080/docs',
    );
    expect(mended.title).toBe('Installation');
  });

  it('leaves a home page titled by its tagline, and a title and site name the tab title does not hold', () => {
    const home = docsPage('Glacier | Fast job queues', 'Glacier');
    const right = candidate(home, 'Fast job queues', 'Glacier');
    expect(mendSwappedSiteName(right, home, 'https://glacier.dev/')).toBe(right);
    const elsewhere = docsPage('Glacier Docs', 'Installation');
    const notFromTab = candidate(elsewhere, 'Glacier Docs', 'Installation');
    expect(mendSwappedSiteName(notFromTab, elsewhere, 'https://glacier.dev/docs/')).toBe(notFromTab);
  });
});
