// `npm start`: build the extension, start the reference service with a dev token, say where to load the
// extension from, and (when there is a display) open Chromium with it loaded on a throwaway profile.
// Ctrl+C stops everything.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findChromium } from './chromium-path.mjs';

const PORT = process.env.SERVICE_PORT ?? '8787';
const DB = process.env.SERVICE_DB ?? 'data/service.db';
const extensionDir = resolve('.output/chrome-mv3');
const children = [];
let profileDir;
let stopping = false;

console.log('Building the extension (wxt build)…');
const build = spawnSync('npx', ['wxt', 'build'], { stdio: 'inherit' });
if (build.status !== 0) {
  console.error('The build failed; see above.');
  process.exit(build.status ?? 1);
}

const service = spawn(process.execPath, ['--import', 'tsx', 'service/cli.ts', '--port', PORT, '--db', DB], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
children.push(service);
service.on('exit', (code) => {
  if (!stopping) {
    console.error(
      `The reference service stopped (exit ${code}). Is port ${PORT} in use? Try SERVICE_PORT=8788 npm start.`,
    );
    stop(code ?? 1);
  }
});

let announced = false;
service.stdout.setEncoding('utf8');
service.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  const url = /listening on (\S+)/.exec(chunk)?.[1];
  if (url && !announced) {
    announced = true;
    onReady(url);
  }
});

function onReady(url) {
  console.log(`
Reference service: ${url}  (your notes: ${url}/, data in ${DB})
Load the extension: chrome://extensions → Developer mode → Load unpacked → ${extensionDir}
Then in the extension's options set the service URL to ${url} and paste the tokens printed above.
Lost the tokens? In another terminal: npm run -s service -- token${DB === 'data/service.db' ? '' : ` --db ${DB}`}
  (mints a new pair, also while this runs), or start with SERVICE_V2_TOKEN=… SERVICE_V0_TOKEN=… npm start.
Ctrl+C stops everything.`);
  const chromium = findChromium();
  if ((process.env.DISPLAY || process.env.WAYLAND_DISPLAY) && chromium) {
    profileDir = mkdtempSync(join(tmpdir(), 'clipper-start-'));
    console.log(`Opening Chromium with the extension on a temporary profile (${profileDir}).`);
    const browser = spawn(
      chromium,
      [
        `--user-data-dir=${profileDir}`,
        `--disable-extensions-except=${extensionDir}`,
        `--load-extension=${extensionDir}`,
        '--no-first-run',
        `${url}/`,
      ],
      { stdio: 'ignore' },
    );
    children.push(browser);
  }
}

function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode == null) child.kill('SIGTERM');
  if (profileDir) rmSync(profileDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
