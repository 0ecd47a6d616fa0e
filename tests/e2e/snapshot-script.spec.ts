import type { Worker } from '@playwright/test';
import { mergeFrameSnapshots, type PageSnapshot } from '../../lib/extract';
import { selectContents, servePages } from './clip-helpers';
import { expect, test } from './fixtures';

const paragraph =
  '<p>Glaciers move slowly down the valley, carving the rock and leaving long moraines behind them.</p>';
const article = `<article><h1>Glacier notes</h1>${paragraph.repeat(6)}<ol start="2"><li>Second fact</li><li id="pick">Third fact</li></ol></article>`;

const pages = {
  '/strict-csp.html': `<!doctype html><html lang="en"><head><title>Glacier notes</title>
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'none'; style-src 'none'">
    <meta property="og:site_name" content="Ice Journal"><link rel="canonical" href="/glaciers"></head>
    <body>${article}</body></html>`,
  '/hostile.html': `<!doctype html><html><head><title>Glacier notes</title>
    <meta property="og:site_name" content="Ice Journal"></head><body>${article}
    <img name="querySelectorAll" src="data:,"><form name="getElementsByTagName"></form>
    <script>
      Array.prototype.map = function () { throw new Error('hostile map'); };
      Array.from = function () { throw new Error('hostile from'); };
      JSON.parse = JSON.stringify = function () { throw new Error('hostile JSON'); };
      Node.prototype.cloneNode = function () { throw new Error('hostile clone'); };
      window.getSelection = document.getSelection = function () { return null; };
    </script></body></html>`,
  '/framed.html': `<!doctype html><html><head><title>Glacier notes</title></head><body>${article}
    <iframe id="inner" src="/inner.html" width="400" height="200"></iframe></body></html>`,
  '/inner.html': `<!doctype html><html><head><title>Inner</title></head><body>
    <pre><code class="language-rust" id="code">fn main() {\n    println!("hi");\n}</code></pre></body></html>`,
  '/images.html': `<!doctype html><html><head><title>Glacier notes</title></head><body><article><h1>Glacier notes</h1>
    ${paragraph.repeat(6)}<figure><img srcset="/map-600.png 1x, /map-1200.png 2x" src="/map-600.png" alt="Map of the glacier" width="600"></figure>
    <p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="The glacier"><noscript><img src="/glacier.jpg" alt="The glacier"></noscript></p>
    </article></body></html>`,
  '/components.html': `<!doctype html><html><head><title>Glacier notes</title></head><body><article><h1>Glacier notes</h1>
    ${paragraph.repeat(3)}<glacier-card><span slot="name">Aletsch</span></glacier-card>${paragraph.repeat(3)}
    <glacier-depth></glacier-depth></article>
    <script>customElements.define('glacier-card', class extends HTMLElement {
      constructor() {
        super();
        this.attachShadow({ mode: 'open' }).innerHTML = '<style>h2 { color: teal }</style><section><h2>The <slot name="name"></slot> glacier</h2>'
          + '<p>Twenty kilometres of ice run from the Jungfrau down to the Massa gorge, the longest glacier in the Alps.</p></section>';
      }
    });
    customElements.define('glacier-depth', class extends HTMLElement {
      constructor() {
        super();
        this.attachShadow({ mode: 'closed' }).innerHTML =
          '<p>At Konkordiaplatz the ice is nine hundred metres thick, deeper than anywhere else on the glacier.</p>';
      }
    });</script></body></html>`,
  // Pictures with a size of their own (64 and 600 pixels wide); the page's CSS shows the first as a 16-pixel icon.
  '/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64"/></svg>',
  '/photo.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400"/></svg>',
  ...Object.fromEntries(
    [
      ['/icons-short.html', 3],
      ['/icons-long.html', 20],
    ].map(([path, count]) => [
      path,
      `<!doctype html><html><head><title>Glacier notes</title><style>.icon { width: 16px; height: 16px }</style></head>
      <body><article><h1>Glacier notes</h1><h2><img class="icon" src="/icon.svg" alt="">Moraines</h2>
      ${paragraph.repeat(count as number)}<p id="read">Read <a href="/survey">the survey <img class="icon" src="/icon.svg" alt="external link"></a>.</p>
      <figure><img src="/photo.svg" alt="The glacier from above"></figure></article></body></html>`,
    ]),
  ),
  // A Docusaurus page: a one-word title, code tabs whose hidden panel the page's script never showed, an admonition,
  // a heading with code and a hash link.
  '/docs.html': `<!doctype html><html><head><title>Installation | Glacier Docs</title></head><body><main><article>
    <h1>Installation</h1>${paragraph}<div class="tabs-container"><ul role="tablist"><li role="tab" aria-selected="true">npm</li>
    <li role="tab" aria-selected="false">Yarn</li></ul><div><div role="tabpanel"><pre class="language-bash"><code>npm install glacier</code></pre></div>
    <div role="tabpanel" hidden><pre class="language-bash"><code>yarn add glacier</code></pre></div></div></div>
    <div class="theme-admonition theme-admonition-tip alert alert--success"><div class="admonitionHeading_x">tip</div>
    <div class="admonitionContent_y"><p>Run the setup again after upgrading.</p></div></div>
    <h2 id="configure">Configure <code>glacier.init()</code><a class="hash-link" href="#configure">\u200b</a></h2>${paragraph}</article></main></body></html>`,
  // A Stack Overflow question whose accepted answer is its longest post, with the site's vote columns and signatures.
  '/question.html': `<!doctype html><html><head><title>glaciers - How fast do glaciers move? - Earth Science Stack Exchange</title></head>
    <body><div id="question-header"><h1><a href="/q/7">How fast do glaciers move?</a></h1></div><div id="mainbar">
    <div id="question" data-questionid="7"><div class="votecell"><div class="js-vote-count">41</div></div>
    <div class="s-prose js-post-body"><p>How many metres a day does a valley glacier move?</p></div>
    <div class="post-signature owner"><div class="user-info"><div class="user-action-time">asked May 2, 2021</div>
    <div class="user-details"><a href="/users/3/ann">ann</a></div></div></div></div>
    <div id="answers"><div class="answer accepted-answer" data-answerid="8"><div class="votecell"><div class="js-vote-count">97</div></div>
    <div class="s-prose js-post-body">${paragraph.repeat(12)}</div><div class="post-signature"><div class="user-info">
    <div class="user-action-time">answered May 3, 2021</div><div class="user-details"><a href="/users/4/bo">bo</a></div></div></div></div>
    <div class="answer" data-answerid="9"><div class="votecell"><div class="js-vote-count">5</div></div>
    <div class="s-prose js-post-body"><p>Surging glaciers can move tens of metres a day for a few months.</p></div></div></div></div></body></html>`,
  '/huge.html': `<!doctype html><html><head><title>Huge page</title></head><body><div>${'<span>word </span>'.repeat(100_000)}</div></body></html>`,
  // About 40 000 elements: a long reference page, over the extraction limit and under the main-block one.
  '/long-reference.html': `<!doctype html><html><head><title>Glacier reference</title></head><body>
    <nav>${'<a href="/elsewhere">Elsewhere</a>'.repeat(40)}</nav><main><h1>Glacier reference</h1>${Array.from(
      { length: 1300 },
      (_, i) =>
        `<section><h2>Glacier ${i}</h2>${paragraph.repeat(4)}<p>See <a href="/glaciers/${i}">its survey</a>.</p>
        <table><tr><th>Year</th><th>Length</th></tr>${'<tr><td>1990</td><td>12 km</td></tr>'.repeat(6)}</table></section>`,
    ).join('')}</main><footer>Ice Journal footer</footer></body></html>`,
};

async function snapshotOf(
  serviceWorker: Worker,
  tabId: number,
): Promise<Array<{ frameId: number; result: PageSnapshot }>> {
  return serviceWorker.evaluate(
    (id) =>
      chrome.scripting.executeScript({ target: { tabId: id, allFrames: true }, files: ['/snapshot.js'] }) as Promise<
        Array<{ frameId: number; result: PageSnapshot }>
      >,
    tabId,
  );
}

test.describe('the injected snapshot script in Chromium', () => {
  let server: Awaited<ReturnType<typeof servePages>>;
  test.beforeAll(async () => {
    server = await servePages(pages);
  });
  test.afterAll(async () => {
    await server.close();
  });

  test('snapshots a page with a strict CSP, with its selection, without changing the page', async ({
    context,
    serviceWorker,
    tabIdOf,
  }) => {
    const page = await context.newPage();
    await page.goto(server.url('/strict-csp.html'));
    await page.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.querySelector('#pick')!);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
    });
    const before = await page.evaluate(() => document.documentElement.outerHTML);
    const [top] = await snapshotOf(serviceWorker, await tabIdOf(page));
    const snapshot = top!.result;
    expect(snapshot.siteName).toBe('Ice Journal');
    expect(snapshot.canonicalUrl).toBe(server.url('/glaciers'));
    expect(snapshot.language).toBe('en');
    expect(snapshot.contentMarkdown).toMatch(/^# Glacier notes\n\n/);
    expect(snapshot.contentMarkdown).toContain('Glaciers move slowly down the valley');
    expect(snapshot.selection?.markdown).toBe('3. Third fact');
    expect(snapshot.truncated).toBe(false);
    expect(await page.evaluate(() => document.documentElement.outerHTML)).toBe(before);
  });

  test("leaves the page's images as they were — no srcset re-set, no lazy image loaded — though Defuddle rewrites the document it reads", async ({
    context,
    serviceWorker,
    tabIdOf,
  }) => {
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(server.url('/images.html'));
    const before = await page.evaluate(() => document.documentElement.outerHTML);
    const [top] = await snapshotOf(serviceWorker, await tabIdOf(page));
    expect(top!.result.extractor).toMatch(/defuddle/);
    expect(top!.result.contentMarkdown).toContain('![Map of the glacier]');
    expect(await page.evaluate(() => document.documentElement.outerHTML)).toBe(before);
    // A load the snapshot caused would have started by the next frame.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
    expect(requested).not.toContain('/glacier.jpg');
  });

  test('leaves out pictures the page shows at icon size, by the size its CSS gives them, on either extraction path', async ({
    context,
    serviceWorker,
    tabIdOf,
  }) => {
    const page = await context.newPage();
    for (const [path, extractor] of [
      ['/icons-short.html', /defuddle/],
      ['/icons-long.html', /^readability$/],
    ] as const) {
      await page.goto(server.url(path));
      const [top] = await snapshotOf(serviceWorker, await tabIdOf(page));
      const { contentMarkdown, extractor: used } = top!.result;
      expect(used).toMatch(extractor);
      expect(contentMarkdown).toContain(`![The glacier from above](${server.url('/photo.svg')})`);
      expect(contentMarkdown).toContain('## Moraines');
      expect(contentMarkdown).toContain(`Read [the survey](${server.url('/survey')})`);
      expect(contentMarkdown).not.toContain('icon.svg');
    }
  });

  test('leaves out pictures the page shows at icon size from a selection too', async ({
    context,
    serviceWorker,
    tabIdOf,
  }) => {
    const page = await context.newPage();
    await page.goto(server.url('/icons-short.html'));
    await selectContents(page, '#read');
    const [top] = await snapshotOf(serviceWorker, await tabIdOf(page));
    expect(top!.result.selection?.markdown).toBe(`Read [the survey](${server.url('/survey')}).`);
  });

  test('clips a docs page with every code tab under its name, its admonition as a callout, its headings’ code, titled by its heading', async ({
    context,
    serviceWorker,
    tabIdOf,
  }) => {
    const page = await context.newPage();
    await page.goto(server.url('/docs.html'));
    const [top] = await snapshotOf(serviceWorker, await tabIdOf(page));
    const { contentMarkdown, title } = top!.result;
    expect(title).toBe('Installation');
    expect(contentMarkdown).toContain(
      '**npm**\n\n```bash\nnpm install glacier\n```\n\n**Yarn**\n\n```bash\nyarn add glacier\n```',
    );
    expect(contentMarkdown).toContain('> [!tip] Tip\n> Run the setup again after upgrading.');
    expect(contentMarkdown).toContain('## Configure `glacier.init()`\n\n');
  });

  test('clips a Stack Exchange question with every answer, each opened by who posted it', async ({
    context,
    serviceWorker,
    tabIdOf,
  }) => {
    const page = await context.newPage();
    await page.goto(server.url('/question.html'));
    const [top] = await snapshotOf(serviceWorker, await tabIdOf(page));
    const { contentMarkdown, title } = top!.result;
    expect(title).toBe('How fast do glaciers move?');
    expect(contentMarkdown).toMatch(
      /^# How fast do glaciers move\?\n\n\*\*Question:\*\* ann · asked May 2, 2021 · 41 votes\n\nHow many metres/,
    );
    expect(contentMarkdown).toContain(
      '---\n\n**Answer:** bo · answered May 3, 2021 · 97 votes · accepted\n\nGlaciers move',
    );
    expect(contentMarkdown).toContain('---\n\n**Answer:** 5 votes\n\nSurging glaciers can move tens of metres');
  });

  test('clips what web components show in their shadow roots, open or closed, with the light content slots take', async ({
    context,
    serviceWorker,
    tabIdOf,
  }) => {
    const page = await context.newPage();
    await page.goto(server.url('/components.html'));
    const [top] = await snapshotOf(serviceWorker, await tabIdOf(page));
    const markdown = top!.result.contentMarkdown;
    expect(markdown).toContain('## The Aletsch glacier\n\nTwenty kilometres of ice run from the Jungfrau');
    expect(markdown).toContain('At Konkordiaplatz the ice is nine hundred metres thick');
    expect(markdown).not.toContain('teal');
  });

  test('is unaffected by a page that replaces built-ins and clobbers document methods', async ({
    context,
    serviceWorker,
    tabIdOf,
  }) => {
    const page = await context.newPage();
    await page.goto(server.url('/hostile.html'));
    await page.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(Document.prototype.querySelectorAll.call(document, 'li')[1]!);
      const selection = Document.prototype.getSelection.call(document)!;
      selection.removeAllRanges();
      selection.addRange(range);
    });
    const [top] = await snapshotOf(serviceWorker, await tabIdOf(page));
    const snapshot = top!.result;
    expect(snapshot.title).toBe('Glacier notes');
    expect(snapshot.contentMarkdown).toContain('Glaciers move slowly down the valley');
    expect(snapshot.selection?.text).toBe('Third fact');
    expect(snapshot.siteName).toBe('Ice Journal');
  });

  test('takes the selection from the frame it is in and the page data from the top frame', async ({
    context,
    serviceWorker,
    tabIdOf,
  }) => {
    const page = await context.newPage();
    await page.goto(server.url('/framed.html'));
    const frame = page.frame({ url: /inner\.html$/ });
    await frame!.waitForSelector('#code');
    await frame!.evaluate(() => {
      const text = document.querySelector('#code')!.firstChild!;
      const range = document.createRange();
      range.setStart(text, 16);
      range.setEnd(text, 31);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
    });
    const results = await snapshotOf(serviceWorker, await tabIdOf(page));
    expect(results).toHaveLength(2);
    const merged = mergeFrameSnapshots(results);
    expect(merged?.title).toBe('Glacier notes');
    expect(merged?.contentMarkdown).toContain('Glaciers move slowly');
    expect(merged?.selection?.frameUrl).toBe(server.url('/inner.html'));
    expect(merged?.selection?.markdown).toBe('```rust\nprintln!("hi");\n```');
  });

  test("keeps a 40 000-element page's main block with its headings, links and tables, marked truncated", async ({
    context,
    serviceWorker,
    tabIdOf,
  }) => {
    const page = await context.newPage();
    await page.goto(server.url('/long-reference.html'));
    const [top] = await snapshotOf(serviceWorker, await tabIdOf(page));
    const snapshot = top!.result;
    expect(snapshot.extractor).toBe('page-block');
    expect(snapshot.truncatedReason).toMatch(/more than the 30000 .*kept the page's main block/);
    expect(snapshot.contentMarkdown).toMatch(/^# Glacier reference\n\n## Glacier 0\n\nGlaciers move slowly/);
    expect(snapshot.contentMarkdown).toContain(`See [its survey](${server.url('/glaciers/1299')}).`);
    expect(snapshot.contentMarkdown).toContain('| Year | Length |\n| --- | --- |\n| 1990 | 12 km |');
    expect(snapshot.contentMarkdown).not.toMatch(/Elsewhere|footer/);
    console.log(`snapshot of a 40 000-element page: ${snapshot.elapsedMs} ms in the page`);
  });

  test('answers on a 100 000-element page with the page text, marked truncated', async ({
    context,
    serviceWorker,
    tabIdOf,
  }) => {
    const page = await context.newPage();
    await page.goto(server.url('/huge.html'));
    const [top] = await snapshotOf(serviceWorker, await tabIdOf(page));
    const snapshot = top!.result;
    expect(snapshot.truncated).toBe(true);
    expect(snapshot.truncatedReason).toMatch(/more than the 30000 .*kept the page text/);
    expect(snapshot.extractor).toBe('text');
    expect(snapshot.contentMarkdown).toContain('word word word');
    console.log(`snapshot of a 100 000-element page: ${snapshot.elapsedMs} ms in the page`);
  });
});
