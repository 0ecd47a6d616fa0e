import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, test as base, chromium, type Page, type Worker } from '@playwright/test';
import { findChromium } from '../../scripts/chromium-path.mjs';
import { type ExportData, type RunningService, startService } from '../../service/index';

/** The E2E build: the production build plus host access to 127.0.0.1 (see wxt.config.ts). */
export const extensionPath = resolve(process.env.EXTENSION_PATH ?? '.output/e2e/chrome-mv3');

export interface BrowserProfile {
  dir: string;
  /** Launch Chromium on this profile; launching again on it is a browser restart. */
  launch(): Promise<BrowserContext>;
}

export function createProfile(): BrowserProfile {
  const dir = mkdtempSync(join(tmpdir(), 'clipper-profile-'));
  return {
    dir,
    launch: () =>
      chromium.launchPersistentContext(dir, {
        executablePath: findChromium(),
        headless: true,
        args: [
          `--disable-extensions-except=${extensionPath}`,
          `--load-extension=${extensionPath}`,
          '--disable-gpu',
          '--disable-quic',
          '--remote-debugging-port=0',
        ],
      }),
  };
}

export async function serviceWorkerOf(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

export function extensionIdOf(worker: Worker): string {
  return new URL(worker.url()).host;
}

/** The DevTools port Chromium chose, for a second CDP connection that sees the real toolbar popup. */
export function devToolsPort(profile: BrowserProfile): number {
  return Number(readFileSync(join(profile.dir, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
}

/** Tokens the `service` fixture accepts (as SERVICE_V2_TOKEN / SERVICE_V0_TOKEN would). */
export const E2E_V2_TOKEN = 'e2e-v2-token-0123456789';
export const E2E_V0_TOKEN = 'e2e-v0-token-0123456789';

export interface ServiceFixture extends RunningService {
  /** The service's SQLite file (fresh per test). */
  dbPath: string;
  /** What reached the service, read through the real CLI: `npm run -s service -- export --db <dbPath>`. */
  exportNotes(): Promise<ExportData>;
}

function exportThroughCli(dbPath: string): Promise<ExportData> {
  return new Promise((resolvePromise, reject) => {
    execFile(
      'npm',
      ['run', '-s', 'service', '--', 'export', '--db', dbPath],
      { cwd: resolve('.'), maxBuffer: 256 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`service export failed: ${stderr || error.message}`));
        else resolvePromise(JSON.parse(stdout) as ExportData);
      },
    );
  });
}

interface ExtensionFixtures {
  /** The reference service on a free port with a fresh database, quiet, accepting E2E_V2_TOKEN / E2E_V0_TOKEN. */
  service: ServiceFixture;
  /** Daily request limit of the `service` fixture; 0 (off) unless a test sets `test.use({ serviceDailyLimit: n })`. */
  serviceDailyLimit: number;
  profile: BrowserProfile;
  context: BrowserContext;
  serviceWorker: Worker;
  extensionId: string;
  /** Opens popup.html in a tab; `targetTab` stands in for the tab the toolbar popup would belong to. */
  openPopup(targetTab?: Page): Promise<Page>;
  openOptions(): Promise<Page>;
  /** The id Chrome gave a page's tab, as the extension sees it. */
  tabIdOf(page: Page): Promise<number>;
}

/**
 * A free port below the range the system hands out for `listen(0)` and outgoing connections (32768–60999 on Linux).
 * Tests stop the service and start it again on its port; a port from that range could meanwhile be given to someone
 * else — Chromium's relaunch takes one for its DevTools port — and the service then failed to come back (EADDRINUSE).
 */
async function freePortBelowEphemeralRange(): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((done) => {
      const probe = createServer();
      probe.once('error', () => done(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
    });
    if (free) return port;
    if (attempt === 20) throw new Error('no free port between 20000 and 32000 on 127.0.0.1');
  }
}

export const test = base.extend<ExtensionFixtures>({
  serviceDailyLimit: [0, { option: true }],
  service: async ({ serviceDailyLimit }, use) => {
    const dir = mkdtempSync(join(tmpdir(), 'clipper-service-'));
    const dbPath = join(dir, 'service.db');
    const running = await startService({
      port: await freePortBelowEphemeralRange(),
      dbPath,
      dailyLimit: serviceDailyLimit,
      v2Tokens: [E2E_V2_TOKEN],
      v0Tokens: [E2E_V0_TOKEN],
      quiet: true,
    });
    // Getters (url, port) must stay live across stop()/start(), so extend the object rather than copy it.
    const fixture = Object.assign(running, { dbPath, exportNotes: () => exportThroughCli(dbPath) });
    await use(fixture);
    await running.close();
    rmSync(dir, { recursive: true, force: true });
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern.
  profile: async ({}, use) => {
    const profile = createProfile();
    await use(profile);
    rmSync(profile.dir, { recursive: true, force: true });
  },
  context: async ({ profile }, use) => {
    const context = await profile.launch();
    await use(context);
    await context.close();
  },
  serviceWorker: async ({ context }, use) => {
    await use(await serviceWorkerOf(context));
  },
  extensionId: async ({ serviceWorker }, use) => {
    await use(extensionIdOf(serviceWorker));
  },
  tabIdOf: async ({ serviceWorker }, use) => {
    await use(async (page) => {
      const url = page.url();
      await page.bringToFront();
      return serviceWorker.evaluate(async (href) => {
        const tabs = await chrome.tabs.query({});
        const tab = tabs.find((t) => t.url === href && t.active) ?? tabs.find((t) => t.url === href);
        if (tab?.id == null) throw new Error(`no tab for ${href}`);
        return tab.id;
      }, url);
    });
  },
  openPopup: async ({ context, extensionId, tabIdOf }, use) => {
    await use(async (targetTab) => {
      const query = targetTab ? `?tabId=${await tabIdOf(targetTab)}` : '';
      const popup = await context.newPage();
      await popup.goto(`chrome-extension://${extensionId}/popup.html${query}`);
      return popup;
    });
  },
  openOptions: async ({ context, extensionId }, use) => {
    await use(async () => {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/options.html`);
      return page;
    });
  },
});

export const expect = test.expect;
