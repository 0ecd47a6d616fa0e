// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { htmlDocument } from '../test-pages';
import { withoutSiteNames } from './without-site-names';

const url = 'https://analima.example/posts/tidy-rainfall/';
const page = (header: string, h1 = 'Tidy rainfall data') =>
  htmlDocument(
    `<!doctype html><html><body><header>${header}</header><main><h1>${h1}</h1><p>Text.</p></main></body></html>`,
  );

describe('withoutSiteNames', () => {
  it("gives the heading of a title that puts the site's name, as its header links it home, before it", () => {
    const doc = page('<a class="navbar-brand" href="../../index.html"><span>Ana’s notes</span></a>');
    expect(withoutSiteNames('Ana’s notes - Tidy rainfall data', doc, url, [])).toBe('Tidy rainfall data');
    expect(withoutSiteNames('Ana’s notes | Tidy rainfall data', page('<a href="/">Ana’s notes</a>'), url, [])).toBe(
      'Tidy rainfall data',
    );
  });

  it("gives the heading when the words before it are the site's name as its metadata gives it", () => {
    expect(withoutSiteNames('Glacier Blog: Tidy rainfall data', page(''), url, ['Glacier Blog'])).toBe(
      'Tidy rainfall data',
    );
  });

  it("reads the heading past the site's name that the banner sets in an <h1> too (WordPress's Twenty Eleven)", () => {
    const doc = page('<h1><a href="/" rel="home">Ana’s notes</a></h1>');
    expect(withoutSiteNames('Ana’s notes | Tidy rainfall data', doc, url, [])).toBe('Tidy rainfall data');
  });

  it("gives the heading after the wiki space or docs section the page's breadcrumb trail names", () => {
    const doc = page('<ol id="breadcrumbs"><li><a href="/display/OPS">Operations</a></li></ol>', 'Deploying');
    expect(withoutSiteNames('Operations | Deploying', doc, url, [])).toBe('Deploying');
  });

  it('keeps a site\'s name after the heading, as the corpus\'s expected titles do ("How to Build a Terrarium | eHow")', () => {
    const doc = page('<a href="/">eHow</a>', 'How to Build a Terrarium');
    expect(withoutSiteNames('How to Build a Terrarium | eHow', doc, url, ['eHow'])).toBe(
      'How to Build a Terrarium | eHow',
    );
  });

  it('keeps a title whose first part is no site name: a series, a section, a topic', () => {
    const doc = page('<a href="/">Ana’s notes</a><nav><a href="/posts/">Posts</a></nav>');
    expect(withoutSiteNames('Part 2 - Tidy rainfall data', doc, url, [])).toBe('Part 2 - Tidy rainfall data');
    expect(withoutSiteNames('Posts - Tidy rainfall data', doc, url, [])).toBe('Posts - Tidy rainfall data');
  });

  it('keeps the title when the rest is not the one <h1> of the page', () => {
    const doc = page('<a href="/">Ana’s notes</a>', 'Rainfall');
    expect(withoutSiteNames('Ana’s notes - Tidy rainfall data', doc, url, [])).toBe('Ana’s notes - Tidy rainfall data');
  });
});
