/**
 * `npm run bench:clip`: clipping speed in Chromium with the E2E build, against the reference service.
 *  - quick-capture: from the command's dispatch in the service worker to the request's arrival at the service
 *    (a recording proxy in front of it), for a small article and a ≥ 1 MB one; baseline: a bare POST from the
 *    worker to the same proxy (the floor the clip path adds to).
 *  - popup: time to interactive (the `popup-interactive` mark: first render with the page shown) for both
 *    articles; baseline: the same page's DOMContentLoaded (the floor before any data is read).
 * Prints median and p95 of RUNS runs each. Needs `npm run build:e2e` first (the npm script does it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page, type Worker } from '@playwright/test';
import { defaultSettings } from '../../lib/settings/settings-schema';
import { findChromium } from '../../scripts/chromium-path.mjs';
import { startService } from '../../service/index';
import { percentile } from '../service/percentiles';
import { LARGE_ARTICLE, SMALL_ARTICLE } from './articles';
import { startRecordingProxy } from './recording-proxy';
import { servePages } from './serve-pages';

const RUNS = Number(process.env.RUNS ?? 15);
const WARMUP = 2;
const V2 = 'bench-v2-token-0123456789';
const extensionPath = resolve('.output/e2e/chrome-mv3');

interface Row {
  name: string;
  samples: number[];
  target?: string;
}

async function main(): Promise<void> {
  const service = await startService({ port: 0, dbPath: ':memory:', dailyLimit: 0, v2Tokens: [V2], quiet: true });
  const proxy = await startRecordingProxy(service.port);
  const pages = await servePages({ '/small.html': SMALL_ARTICLE, '/large.html': LARGE_ARTICLE });
  const profileDir = mkdtempSync(join(tmpdir(), 'clip-bench-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: findChromium(),
    headless: true,
    args: [`--disable-extensions-except=${extensionPath}`, `--load-extension=${extensionPath}`, '--disable-gpu'],
  });
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const extensionId = new URL(worker.url()).host;
    await worker.evaluate((values) => chrome.storage.local.set(values), {
      settings: { ...defaultSettings, serviceUrl: proxy.url, defaultAction: 'capture' },
      tokens: { v2: V2 },
    });
    const rows: Row[] = [];
    rows.push({ name: 'baseline: bare POST worker → service', samples: await barePost(worker, proxy) });
    for (const [name, path] of [
      ['small article', '/small.html'],
      ['large article (≥ 1 MB)', '/large.html'],
    ] as const) {
      const page = await context.newPage();
      await page.goto(pages.url(path));
      rows.push({
        name: `quick-capture → service, ${name}`,
        samples: await quickCapture(worker, page, proxy),
        target: path === '/large.html' ? '≤ 300 ms median' : undefined,
      });
      const popup = await popupInteractive(context.newPage.bind(context), worker, page, extensionId);
      rows.push({ name: `baseline: popup DOMContentLoaded, ${name}`, samples: popup.domContentLoaded });
      rows.push({ name: `popup interactive, ${name}`, samples: popup.interactive, target: '≤ 200 ms median' });
      await page.close();
    }
    console.log(`\nbench:clip — ${RUNS} runs each (after ${WARMUP} warm-up), ms, Chromium headless, ${cpuNote()}`);
    console.log(
      `large article: ${(LARGE_ARTICLE.length / 1024 / 1024).toFixed(2)} MB of HTML; small: ${(SMALL_ARTICLE.length / 1024).toFixed(1)} kB\n`,
    );
    printTable(rows);
  } finally {
    await context.close();
    rmSync(profileDir, { recursive: true, force: true });
    await Promise.all([pages.close(), proxy.close(), service.close()]);
  }
}

type Proxy = Awaited<ReturnType<typeof startRecordingProxy>>;

async function barePost(worker: Worker, proxy: Proxy): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < RUNS + WARMUP; i++) {
    const arrival = proxy.nextArrival('/v2/svc-it');
    const started = await worker.evaluate(
      ({ url, token }) => {
        const at = Date.now();
        void fetch(`${url}/v2/svc-it`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ input: '<p>bare</p>' }),
        });
        return at;
      },
      { url: proxy.url, token: V2 },
    );
    const arrived = await arrival;
    if (i >= WARMUP) samples.push(arrived - started);
  }
  return samples;
}

async function quickCapture(worker: Worker, page: Page, proxy: Proxy): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < RUNS + WARMUP; i++) {
    const arrival = proxy.nextArrival('/v2/svc-it');
    const delivered = proxy.nextResponse('/v2/svc-it');
    const started = await worker.evaluate((url) => {
      return chrome.tabs.query({ url }).then(([tab]) => {
        const at = Date.now();
        (chrome.commands.onCommand as unknown as { dispatch(...a: unknown[]): void }).dispatch('quick-capture', tab);
        return at;
      });
    }, page.url());
    const arrived = await arrival;
    await delivered;
    if (i >= WARMUP) samples.push(arrived - started);
  }
  return samples;
}

async function popupInteractive(
  newPage: () => Promise<Page>,
  worker: Worker,
  target: Page,
  extensionId: string,
): Promise<{ interactive: number[]; domContentLoaded: number[] }> {
  const tabId = await worker.evaluate(async (url) => (await chrome.tabs.query({ url }))[0]!.id!, target.url());
  const interactive: number[] = [];
  const domContentLoaded: number[] = [];
  for (let i = 0; i < RUNS + WARMUP; i++) {
    const popup = await newPage();
    await popup.goto(`chrome-extension://${extensionId}/popup.html?tabId=${tabId}`);
    const mark = await popup.waitForFunction(() => {
      const entry = performance.getEntriesByName('popup-interactive')[0];
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return entry && nav ? { interactive: entry.startTime, dcl: nav.domContentLoadedEventEnd } : undefined;
    });
    const value = await mark.jsonValue();
    if (i >= WARMUP && value) {
      interactive.push(value.interactive);
      domContentLoaded.push(value.dcl);
    }
    await popup.close();
    // Each run starts from an idle page, as a reader's first click does: the popup reads the article ahead for
    // Capture, and that read may still be running in the page when this popup closes.
    await target.evaluate(() => 0);
  }
  return { interactive, domContentLoaded };
}

function printTable(rows: Row[]): void {
  const fmt = (n: number) => n.toFixed(0).padStart(7);
  console.log(`${'measure'.padEnd(52)} ${'median'.padStart(7)} ${'p95'.padStart(7)}   target`);
  for (const row of rows) {
    const median = percentile(row.samples, 50);
    const p95 = percentile(row.samples, 95);
    console.log(`${row.name.padEnd(52)} ${fmt(median)} ${fmt(p95)}   ${row.target ?? ''}`);
  }
}

function cpuNote(): string {
  return `${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)}`;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
