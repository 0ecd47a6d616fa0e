import { describe, expect, it } from 'vitest';
import { fastContentHtml } from './fast-content';

function page(body: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.body.innerHTML = body;
  return doc;
}

const long = 'Words of the article. '.repeat(20);

describe('fastContentHtml', () => {
  it('keeps the page’s article and drops scripts, styles, navigation, asides and footers', () => {
    const html = fastContentHtml(
      page(`<nav>Menu</nav><article><h1>T</h1><p>${long}</p><script>x()</script><style>p{}</style>
        <aside>Related</aside><footer>Share</footer></article><footer>Site footer</footer>`),
    );
    expect(html).toContain('<h1>T</h1>');
    expect(html).toContain(long.trim());
    expect(html).not.toMatch(/Menu|x\(\)|p\{\}|Related|Share|Site footer/);
  });

  it('uses <main> when there is no single article, and the body when there is neither', () => {
    expect(fastContentHtml(page(`<div>Header</div><main><p>${long}</p></main>`))).not.toContain('Header');
    expect(fastContentHtml(page('<div><p>Only a body</p></div>'))).toContain('Only a body');
  });

  it('ignores teaser articles too short to be the page’s article', () => {
    const html = fastContentHtml(page(`<article><p>Teaser</p></article><main><p>${long}</p></main>`));
    expect(html).not.toContain('Teaser');
  });

  it('removes event handlers, styles, classes and javascript: links but keeps links and images', () => {
    const html = fastContentHtml(
      page(
        '<p class="x" style="color:red" onclick="evil()"><a href="/a" data-track="1">a</a><a href="javascript:evil()">b</a><img src="i.png" alt="pic" onerror="evil()"></p>',
      ),
    );
    expect(html).not.toMatch(/evil|class=|style=|data-track/);
    expect(html).toMatch(/<a href="[^"]*\/a">a<\/a>/);
    expect(html).toMatch(/<img src="[^"]*i\.png" alt="pic">/);
  });

  it('does not change the page', () => {
    const doc = page('<article><p>x</p><script>y()</script></article>');
    fastContentHtml(doc);
    expect(doc.body.innerHTML).toContain('<script>y()</script>');
  });
});
