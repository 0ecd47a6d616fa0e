import { findChromium } from './chromium-path.mjs';

if (!findChromium()) {
  console.error(
    'No Chromium found for the end-to-end tests: install it (Debian: `sudo apt-get install -y chromium`) or set CHROMIUM_PATH.',
  );
  process.exit(1);
}
