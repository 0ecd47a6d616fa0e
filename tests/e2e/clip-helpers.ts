import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame, Page, Worker } from '@playwright/test';
import type { ExportData, ExportedNote } from '../../service/index';
import type { ServiceFixture } from './fixtures';

/** A one-page PDF with no text: enough for the browser to open its PDF viewer. */
const MINIMAL_PDF = [
  '%PDF-1.1',
  '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
  '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj',
  '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]>>endobj',
  'trailer<</Root 1 0 R>>',
  '%%EOF',
].join('\n');

/** Pages to clip, served from 127.0.0.1 (the E2E build may script it; file:// would need a user toggle). */
export const testPages: Record<string, string> = {
  '/article.html': `<!doctype html><html lang="en"><head><title>Rivers of the North</title>
    <link rel="canonical" href="/article.html"></head><body>
    <nav><a href="/">Home</a> · <a href="/about">About</a></nav>
    <article><h1>Rivers of the North</h1>
    <p>Rivers of the north run cold and clear through the spring melt, carrying silt from the high valleys.</p>
    <p>The second paragraph explains how the ice breaks up in April and how the fish return upstream.</p>
    <h2>Main rivers</h2>
    <ul id="rivers"><li>First river, the longest</li><li id="second">Second river, the widest</li><li>Third river, the fastest</li></ul>
    <p>See also <a id="delta-link" href="/delta.html?utm_source=feed&amp;fbclid=abc">the delta survey</a> for the lowlands.</p>
    </article>
    <script>window.__pageScriptRan = true;</script>
    <footer>Copyright the river people</footer></body></html>`,
  // No <article> or <main>: only extraction tells the post from the share bar, related stories and sign-up box.
  '/blog-post.html': `<!doctype html><html lang="en"><head><title>How glaciers carve valleys</title></head><body>
    <div id="masthead"><a href="/">The Ice Blog</a></div>
    <div class="post">
    <h1>How glaciers carve valleys</h1>
    <p>A glacier is a river of ice that moves a few metres each year, and as it moves it grinds the rock beneath it into fine flour.</p>
    <p>Over thousands of years the ice widens a narrow river valley into a broad U-shaped trough with steep walls and a flat floor.</p>
    <p>Boulders frozen into the base of the ice act like the teeth of a file, scratching long parallel grooves into the bedrock.</p>
    <p>When the climate warms and the ice retreats, it leaves behind moraines, hanging valleys and deep lakes that fill the trough.</p>
    </div>
    <div class="share-buttons"><a href="https://x.example/share">Share this post on X</a> <a href="https://fb.example/share">Share on Facebook</a></div>
    <div class="related-posts"><h3>You might also like</h3><ul>
    <li><a href="/ten-facts">Ten facts about sea ice you never knew</a></li>
    <li><a href="/permafrost">What thawing permafrost means for the north</a></li>
    <li><a href="/icebergs">The life of an iceberg, from calving to melting</a></li></ul></div>
    <div class="newsletter-signup"><p>Subscribe to the Ice Blog newsletter for a weekly digest of frozen facts.</p></div>
    </body></html>`,
  // A single-page app that moved to the second video without rewriting its <head>.
  '/watch.html': `<!doctype html><html lang="en"><head><title>Glaciers, part two - Ice Tube</title>
    <meta property="og:url" content="/watch.html?v=first"><meta property="og:title" content="Glaciers, part one">
    <meta name="description" content="The first part of the series."></head><body>
    <div id="player"><h1>Glaciers, part two</h1>
    <p>The second part follows the ice from the valley head down to the sea, where it breaks into icebergs.</p>
    <p>It shows how meltwater carves channels under the ice and carries gravel far beyond the glacier's snout.</p></div>
    </body></html>`,
  '/with-frame.html': `<!doctype html><html><head><title>Page with a frame</title></head><body>
    <h1>Outer page</h1><p>The outer page has its own words that are not selected at all.</p>
    <iframe id="inner" src="/frame.html" width="400" height="200"></iframe></body></html>`,
  '/frame.html': `<!doctype html><html><head><title>Inner frame</title></head><body>
    <p id="framed">Words inside the frame, chosen by the reader for their clarity.</p></body></html>`,
  '/paper.pdf': MINIMAL_PDF,
  '/delta.html': '<!doctype html><html><head><title>Delta survey</title></head><body><p>The delta.</p></body></html>',
};

export interface PageServer {
  url(path: string): string;
  close(): Promise<void>;
}

export async function servePages(pages: Record<string, string> = testPages): Promise<PageServer> {
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const body = pages[path];
    const type = path.endsWith('.pdf')
      ? 'application/pdf'
      : path.endsWith('.svg')
        ? 'image/svg+xml'
        : 'text/html; charset=utf-8';
    res.writeHead(body ? 200 : 404, { 'Content-Type': type });
    res.end(body ?? 'not found');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** Selects the contents of the element matching `selector`, as a reader's drag would. */
export async function selectContents(where: Page | Frame, selector: string): Promise<void> {
  await where.evaluate((sel) => {
    const element = document.querySelector(sel);
    if (!element) throw new Error(`nothing matches ${sel}`);
    const range = document.createRange();
    range.selectNodeContents(element);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
  }, selector);
}

/** Chrome's events can be fired by hand in the extension's own worker (not in the published types). */
interface Dispatchable {
  dispatch(...args: unknown[]): void;
}

/** The tab as the worker sees it (what Chrome hands to menu and command listeners). */
async function tabOf(worker: Worker, url: string): Promise<chrome.tabs.Tab> {
  return worker.evaluate(async (href) => {
    const tabs = await chrome.tabs.query({});
    const tab = tabs.find((t) => t.url === href);
    if (!tab) throw new Error(`no tab for ${href}`);
    return tab;
  }, url);
}

/** A right-click menu choice, as Chrome dispatches it to the extension. */
export async function clickMenu(
  worker: Worker,
  page: Page,
  info: Omit<chrome.contextMenus.OnClickData, 'editable' | 'pageUrl'> & { pageUrl?: string },
): Promise<void> {
  const tab = await tabOf(worker, page.url());
  await worker.evaluate(
    ({ info, tab }) =>
      (chrome.contextMenus.onClicked as unknown as Dispatchable).dispatch(
        { editable: false, pageUrl: tab.url, ...info },
        tab,
      ),
    { info, tab },
  );
}

/** The keyboard shortcut, as Chrome dispatches it (a key press in a test never reaches extension commands). */
export async function pressCommand(worker: Worker, page: Page, command: string): Promise<void> {
  const tab = await tabOf(worker, page.url());
  await worker.evaluate(
    ({ command, tab }) => (chrome.commands.onCommand as unknown as Dispatchable).dispatch(command, tab),
    { command, tab },
  );
}

/** Polls the service (through its export CLI) until `count` notes or items exist. */
export async function waitForStored(
  service: ServiceFixture,
  kind: keyof ExportData,
  count = 1,
  timeoutMs = 15_000,
): Promise<ExportedNote[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const stored = service.exportData()[kind];
    if (stored.length >= count) return (await service.exportNotes())[kind];
    if (Date.now() > deadline) throw new Error(`expected ${count} ${kind} at the service, found ${stored.length}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
