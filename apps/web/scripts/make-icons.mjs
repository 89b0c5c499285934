#!/usr/bin/env node
// Draws the web app manifest's PNG icons from public/icons/icon.svg with Debian's Chromium
// (the PNGs are committed; run this again only when the SVG changes):
//   node scripts/make-icons.mjs
// The SVG fills its square and keeps the anchor inside the central 80% circle, so the same
// picture serves as a maskable icon (Android crops it to its own shape).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const icons = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const svg = readFileSync(path.join(icons, 'icon.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.HARBOR_CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox'],
});
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: path.join(icons, `icon-${size}.png`) });
    await page.close();
    console.log(`public/icons/icon-${size}.png`);
  }
} finally {
  await browser.close();
}
