// Renders assets/icon*.svg to the PNG sizes the manifest needs, with the same Chromium the tests use.
// Run after editing the artwork: `node scripts/render-icons.mjs`.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { findChromium } from './chromium-path.mjs';

const sizes = [16, 32, 48, 128];
const browser = await chromium.launch({ executablePath: findChromium(), args: ['--disable-gpu'] });
const page = await browser.newPage();
for (const size of sizes) {
  // The detailed artwork blurs below 32 px; the small one has fewer, thicker shapes.
  const svg = readFileSync(size < 32 ? 'assets/icon-small.svg' : 'assets/icon.svg', 'utf8');
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
  );
  await page.screenshot({ path: `public/icon/${size}.png`, omitBackground: true });
  console.log(`public/icon/${size}.png`);
}
await browser.close();
