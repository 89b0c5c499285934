#!/usr/bin/env node
// @ts-check
/**
 * Bytes a first visit transfers, with and without low-data mode (issue 16, part 3). Run after
 * the build (`pnpm --filter @harbor-help/web build`):
 *
 *   node scripts/measure-data.mjs [dist directory] [--pages /,/resources]
 *
 * Serves the built site with build/static-server.mjs (its hosting rules, gzip as that server
 * sends it) and counts every byte the server writes, headers included, while Debian's Chromium
 * (headless, a fresh profile for each visit) opens each page:
 *
 * - "visit": what the page asks for (the HTML, its CSS and JavaScript, the chunk that registers
 *   the offline copy once the page has loaded and the browser is idle);
 * - "offline copy": what the service worker downloads in the background to install the offline
 *   copy, its own script included (nothing in low-data mode, nor on a later visit);
 * - low-data mode is the browser asking to save data (`navigator.connection.saveData`, and the
 *   `Save-Data: on` header), set through the DevTools protocol's data-saver override.
 *
 * It also counts requests to any other origin (the backend): a visitor without a session makes none.
 * It prints; it never fails on the figures (exit code 1 only when something could not run).
 */
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { createHandler } from '../build/static-server.mjs';

const args = process.argv.slice(2);
const option = (/** @type {string} */ name, /** @type {string} */ fallback) => {
  const index = args.indexOf(name);
  if (index < 0) return fallback;
  const [value] = args.splice(index, 2).slice(1);
  return value ?? fallback;
};
const PAGES = option('--pages', '/,/challenges/mental-health,/resources')
  .split(',')
  .map((page) => page.trim())
  .filter(Boolean);
const distDir = path.resolve(args[0] ?? fileURLToPath(new URL('../dist', import.meta.url)));
if (!existsSync(path.join(distDir, '_headers'))) {
  console.error(
    `No built site in ${distDir}. Build it first (pnpm --filter @harbor-help/web build).`,
  );
  process.exit(1);
}

// The built site, counting the bytes of every response (headers included): those the service
// worker asked for (its script, and what it precaches: `Sec-Fetch-Dest: serviceworker` or
// `empty`, since the pages themselves fetch nothing from the site) as the offline copy's, all
// others as the page's.
const handle = createHandler({ root: distDir });
const sent = { page: 0, copy: 0 };
const server = createServer((request, response) => {
  const dest = String(request.headers['sec-fetch-dest'] ?? '');
  const kind = dest === 'serviceworker' || dest === 'empty' ? 'copy' : 'page';
  const { socket } = request;
  const start = socket.bytesWritten;
  response.on('finish', () => {
    sent[kind] += socket.bytesWritten - start;
  });
  handle(request, response);
});
const written = () => sent.page + sent.copy;
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

/** Waits until no byte has been sent for `quietMs`. */
async function settle(quietMs = 1500) {
  let last = -1;
  while (last !== written()) {
    last = written();
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  }
}

const browser = await chromium.launch({
  executablePath: process.env.HARBOR_CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});

/**
 * One first visit in a fresh profile.
 * @param {string} pagePath @param {{ lowData: boolean }} options
 */
async function visit(pagePath, { lowData }) {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  if (lowData) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  }
  let elsewhere = 0;
  page.on('request', (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) elsewhere += 1;
  });
  await settle(300);
  const before = { ...sent };
  await page.goto(`${origin}${pagePath}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // The offline copy installs after load and idle time; low-data mode installs none.
  if (!lowData) {
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
  }
  await settle();
  const pageBytes = sent.page - before.page;
  const copyBytes = sent.copy - before.copy;
  const registered = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistrations()).length,
  );
  await context.close();
  return { pageBytes, copyBytes, registered, elsewhere };
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const rows = [];
try {
  for (const pagePath of PAGES) {
    const normal = await visit(pagePath, { lowData: false });
    const low = await visit(pagePath, { lowData: true });
    rows.push({ pagePath, normal, low });
  }
} finally {
  await browser.close();
  server.close();
  server.closeAllConnections();
}

console.log(
  `Bytes transferred by a first visit (${distDir}, gzip as build/static-server.mjs sends it)\n`,
);
const header = ['page', 'visit', 'offline copy', 'total', 'low-data visit', 'low-data total'];
const table = [
  header,
  ...rows.map(({ pagePath, normal, low }) => [
    pagePath,
    kb(normal.pageBytes),
    kb(normal.copyBytes),
    kb(normal.pageBytes + normal.copyBytes),
    kb(low.pageBytes),
    kb(low.pageBytes + low.copyBytes),
  ]),
];
const widths = header.map((_, column) => Math.max(...table.map((row) => row[column].length)));
for (const row of table)
  console.log(row.map((cell, column) => cell.padStart(widths[column])).join('  '));
const problems = rows.flatMap(({ pagePath, normal, low }) => [
  ...(normal.registered === 1 ? [] : [`${pagePath}: the offline copy did not install`]),
  ...(low.registered === 0 ? [] : [`${pagePath}: low-data mode installed the offline copy`]),
  ...(normal.elsewhere + low.elsewhere === 0
    ? []
    : [`${pagePath}: ${normal.elsewhere + low.elsewhere} requests to other origins`]),
]);
console.log(
  problems.length === 0
    ? '\nThe offline copy installed on every normal visit and on no low-data visit; no request left the site.'
    : `\nNote:\n${problems.map((line) => `  - ${line}`).join('\n')}`,
);
