// Which Chromium the end-to-end tests drive: CHROMIUM_PATH, then Debian's, then Playwright's own.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export function findChromium() {
  for (const path of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (path && existsSync(path)) return path;
  }
  try {
    const path = require('playwright-core').chromium.executablePath();
    if (path && existsSync(path)) return path;
  } catch {
    // Playwright's own browser is optional and usually not downloadable here.
  }
  return undefined;
}
