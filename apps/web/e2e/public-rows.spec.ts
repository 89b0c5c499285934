/// <reference types="node" />
// Issue 33, "Public data without the full client": a signed-out first visit to a money or library
// page shows the rows the build read, refreshes them with one plain GET to PostgREST
// (src/data/public-rows.ts), and never downloads supabase-js; the visitor's first action that
// needs it (a Buy button) loads it then, and still reaches the checkout.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Request } from '@playwright/test';
import { findSupabaseJs } from '../scripts/supabase-js-markers.mjs';
import { expect, test, type Page } from './fixtures';
import { expectPageShown, waitForApp } from './support/helpers';

/** supabase-js's chunk and the app's client module (NAMED_CHUNKS in vite.config.ts). */
const SUPABASE_CHUNK = /\/assets\/(supabase|supabase-client)-[\w-]+\.js$/;

const PAGES = [
  { path: '/pricing', table: 'membership_plans' },
  { path: '/products/books', table: 'catalog_items' },
  { path: '/library', table: 'library_items' },
];

/** Every script of the site the page loads from now on, by path. */
function watchScripts(page: Page, siteOrigin: string): Set<string> {
  const scripts = new Set<string>();
  page.on('requestfinished', (request: Request) => {
    const url = new URL(request.url());
    if (
      url.origin === siteOrigin &&
      (request.resourceType() === 'script' || /\.m?js$/.test(url.pathname))
    ) {
      scripts.add(url.pathname);
    }
  });
  return scripts;
}

/** Waits until the page and its idle-time work are quiet. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 3_000 })),
  );
  await page.waitForLoadState('networkidle');
}

for (const { path: visited, table } of PAGES) {
  test(`a signed-out first visit to ${visited} refreshes its rows with a plain GET and loads no supabase-js`, async ({
    page,
    siteInfo,
  }) => {
    const siteOrigin = new URL(siteInfo.baseURL).origin;
    const scripts = watchScripts(page, siteOrigin);
    const backendCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(siteInfo.backendURL)) {
        backendCalls.push(`${request.method()} ${new URL(request.url()).pathname}`);
      }
    });
    const refresh = page.waitForResponse(
      (response) =>
        response.url().startsWith(`${siteInfo.backendURL}/rest/v1/${table}?`) &&
        response.request().method() === 'GET',
    );

    await page.goto(visited);
    await expectPageShown(page, visited);
    await waitForApp(page);
    // The prerendered rows are refreshed once the page is live: one GET with the anon key.
    const response = await refresh;
    expect(response.status()).toBe(200);
    expect(Array.isArray(await response.json())).toBe(true);
    await settle(page);

    // Nothing else of the backend was asked: no session check, no other table.
    expect(backendCalls).toEqual([`GET /rest/v1/${table}`]);
    expect([...scripts].filter((script) => SUPABASE_CHUNK.test(script))).toEqual([]);
    const withSupabaseJs: string[] = [];
    for (const script of scripts) {
      const text = await readFile(path.join(siteInfo.distDir, script), 'latin1');
      if (findSupabaseJs(text).length > 0) withSupabaseJs.push(script);
    }
    expect(withSupabaseJs, 'scripts of the visit holding supabase-js code').toEqual([]);
  });
}

test('the first Buy on a shop page loads supabase-js then, and reaches the checkout @desktop-only', async ({
  page,
  siteInfo,
}) => {
  const scripts = watchScripts(page, new URL(siteInfo.baseURL).origin);
  await page.goto('/products/books');
  await waitForApp(page);
  await settle(page);
  expect([...scripts].filter((script) => SUPABASE_CHUNK.test(script))).toEqual([]);

  const clientLoads = page.waitForRequest((request) => SUPABASE_CHUNK.test(request.url()));
  await page.getByRole('button', { name: /^Buy / }).first().click();
  await clientLoads;
  await expect(page.getByRole('heading', { level: 1, name: 'Test checkout' })).toBeVisible();
});
