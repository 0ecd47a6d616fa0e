/**
 * `npm run bench:snapshot`: the injected `snapshot.js` (built) in headless Chromium, run in the page the way the
 * extension runs it, over the Defuddle fixtures and synthetic pages (a long article, a 40 000-element page over the extraction limit,
 * a 100 000-element page).
 * Prints median and p95 of the time spent in the page per set; baseline: `document.body.innerText` on the same
 * pages (the cheapest possible capture), measured in the same run. Also prints the script's size, raw and gzipped.
 * Needs a build (the npm script runs `build:e2e` first).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { findChromium } from '../../scripts/chromium-path.mjs';
import { percentile } from '../service/percentiles';

const scriptPath = resolve('.output/e2e/chrome-mv3/snapshot.js');
const fixtures = join(process.env.CORPUS ?? '/work/shared/corpus', 'defuddle/fixtures');
const RUNS = Number(process.env.RUNS ?? 5);

const synthetic = {
  'long article (5 000 paragraphs)': `<!doctype html><title>Long</title><article>${'<p>Glaciers move slowly down the valley, carving the rock and leaving <a href="/x">long moraines</a> behind them.</p>'.repeat(5000)}</article>`,
  '40 000 elements (main block)': `<!doctype html><title>Reference</title><main>${'<section><h2>Part</h2><p>Glaciers move slowly down the valley, carving the rock and leaving <a href="/x">long moraines</a> behind them.</p><table><tr><th>Year</th><th>Length</th></tr><tr><td>1990</td><td>12 km</td></tr></table></section>'.repeat(3_300)}</main>`,
  '100 000 elements': `<!doctype html><title>Huge</title><div>${'<span>word </span>'.repeat(100_000)}</div>`,
};

interface Measure {
  snapshot: number;
  baseline: number;
  truncated: boolean;
}

async function measure(page: Page, html: string, code: string): Promise<Measure> {
  await page.setContent(html, { waitUntil: 'domcontentloaded' });
  return page.evaluate((source) => {
    const started = performance.now();
    // biome-ignore lint/performance/useDomNodeTextContent: the baseline is what a naive clipper copies, the rendered text
    void document.body?.innerText;
    const baseline = performance.now() - started;
    const result = new Function(`${source}; return snapshot;`)() as { elapsedMs: number; truncated: boolean };
    return { snapshot: result.elapsedMs, baseline, truncated: result.truncated };
  }, code);
}

function row(name: string, samples: Measure[]): string {
  const snap = samples.map((m) => m.snapshot);
  const base = samples.map((m) => m.baseline);
  const truncated = samples.filter((m) => m.truncated).length;
  const f = (n: number) => n.toFixed(1).padStart(8);
  return `${name.padEnd(34)} ${String(samples.length).padStart(5)} ${f(percentile(snap, 50))} ${f(percentile(snap, 95))} ${f(percentile(base, 50))} ${f(percentile(base, 95))} ${String(truncated).padStart(9)}`;
}

async function main(): Promise<void> {
  const code = readFileSync(scriptPath, 'utf8');
  console.log(
    `snapshot.js: ${(code.length / 1024).toFixed(1)} KB, ${(gzipSync(code, { level: 9 }).length / 1024).toFixed(1)} KB gzipped`,
  );
  const browser = await chromium.launch({ executablePath: findChromium(), headless: true });
  const page = await browser.newPage({ javaScriptEnabled: true });
  // The fixtures are offline copies: nothing they reference may leave the machine.
  await page.route('**/*', (route) => route.abort());
  try {
    console.log(`${'set (ms in the page)'.padEnd(34)} pages   median      p95 base med base p95 truncated`);
    const corpus: Measure[] = [];
    for (const name of readdirSync(fixtures).filter((file) => file.endsWith('.html'))) {
      corpus.push(await measure(page, readFileSync(join(fixtures, name), 'utf8'), code));
    }
    console.log(row('defuddle fixtures', corpus));
    for (const [name, html] of Object.entries(synthetic)) {
      const samples: Measure[] = [];
      for (let i = 0; i < RUNS; i++) samples.push(await measure(page, html, code));
      console.log(row(name, samples));
    }
  } finally {
    await browser.close();
  }
}

await main();
