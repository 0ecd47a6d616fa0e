import { build } from 'esbuild';
import { type Browser, chromium, type Page } from 'playwright-core';
import type { BrowserRun } from './browser-entry';
import type { CorpusPage } from './corpus';
import type { PipelineName } from './pipelines';
import { type PageResult, scorePage } from './results';

const PAGE_TIMEOUT_MS = 30_000;

/** The pipelines as one IIFE, the way an extension injects a script into a page. */
async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [new URL('./browser-entry.ts', import.meta.url).pathname],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

/**
 * Serves each page at its own URL, as UTF-8 decoded the way the corpus README prescribes (so that Chromium and
 * Node see the same characters; Chromium's own guess for an undeclared charset differs), with
 * a CSP that stops the page's own scripts — scripting stays enabled, so `<noscript>` parses as in a real tab —
 * and blocks every other request: no traffic leaves the machine.
 */
async function openPage(browser: Browser, current: { page?: CorpusPage }): Promise<Page> {
  const context = await browser.newContext();
  await context.route('**/*', (route) => {
    const request = route.request();
    if (current.page && request.isNavigationRequest() && request.frame() === request.frame().page().mainFrame()) {
      return route.fulfill({
        status: 200,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': "script-src 'none'",
        },
        body: Buffer.from(current.page.html, 'utf8'),
      });
    }
    return route.abort();
  });
  return context.newPage();
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms)),
  ]);
}

/** Runs each pipeline on each page in headless Chromium, on the live document, timed inside the page. */
export async function runChromium(
  pages: readonly CorpusPage[],
  names: readonly PipelineName[],
  executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
): Promise<PageResult[]> {
  const script = await bundle();
  const browser = await chromium.launch({ executablePath, headless: true, args: ['--disable-gpu'] });
  const current: { page?: CorpusPage } = {};
  let tab = await openPage(browser, current);
  const results: PageResult[] = [];
  try {
    for (const [index, corpusPage] of pages.entries()) {
      if (index > 0 && index % 50 === 0) process.stderr.write(`Chromium: ${index}/${pages.length} pages\n`);
      current.page = corpusPage;
      for (const name of names) {
        try {
          // A fresh load per pipeline: no pipeline sees what another one did to the page.
          await withTimeout(tab.goto(corpusPage.url, { waitUntil: 'domcontentloaded' }), PAGE_TIMEOUT_MS);
          await tab.evaluate(script);
          const run = await withTimeout(
            tab.evaluate(
              ([pipeline, url]) =>
                (
                  globalThis as unknown as {
                    __extractBench: { run(name: string, url: string): Promise<BrowserRun> };
                  }
                ).__extractBench.run(pipeline, url),
              [name, corpusPage.url] as const,
            ),
            PAGE_TIMEOUT_MS,
          );
          results.push(scorePage('chromium', corpusPage, name, run.error ? { ...run, markdown: '' } : run, run.ms));
        } catch (error) {
          const failed = { title: '', markdown: '', error: String(error) };
          results.push(scorePage('chromium', corpusPage, name, failed, PAGE_TIMEOUT_MS));
          await tab.context().close();
          tab = await openPage(browser, current);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
