/// <reference types="node" />
// A signed-out first visit talks to no one but the site (README, "Low-data mode": "No request
// leaves the site on these visits (a visitor without a session talks to no backend)") and never
// downloads supabase-js: every request of the visit, the page's idle-time work included, is to
// the site's own origin; the local backend (VITE_SUPABASE_URL, on its own port) is another origin
// and counts as leaving. scripts/check-bundle-size.mjs checks the same about the built chunks.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Request } from '@playwright/test';
import { findSupabaseJs } from '../scripts/supabase-js-markers.mjs';
import { expect, test } from './fixtures';
import { expectPageShown, waitForApp } from './support/helpers';

const PAGES = ['/', '/challenges/mental-health', '/blog/after-a-job-loss', '/resources'];

for (const visited of PAGES) {
  test(`a signed-out visit to ${visited} asks nothing of any other origin and loads no supabase-js`, async ({
    page,
    context,
    siteInfo,
  }) => {
    const siteOrigin = new URL(siteInfo.baseURL).origin;
    expect(new URL(siteInfo.backendURL).origin).not.toBe(siteOrigin);
    const elsewhere: string[] = [];
    const scripts = new Set<string>();
    // The context's events: the page's, its workers' and any other page's it might open.
    context.on('request', (request: Request) => {
      if (new URL(request.url()).origin !== siteOrigin) {
        elsewhere.push(`${request.method()} ${request.url()} (${request.resourceType()})`);
      }
    });
    context.on('requestfinished', (request: Request) => {
      const url = new URL(request.url());
      if (
        url.origin === siteOrigin &&
        (request.resourceType() === 'script' || /\.m?js$/.test(url.pathname))
      ) {
        scripts.add(url.pathname);
      }
    });

    await page.goto(visited);
    await expectPageShown(page, visited);
    await waitForApp(page);
    // The visit's later work: what the page loads once it is quiet (the mobile menu, the time
    // zone reader, the offline copy's start).
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 3_000 })),
    );
    await page.waitForLoadState('networkidle');

    expect.soft(elsewhere, 'requests to another origin than the site').toEqual([]);
    // Each script the visit loaded, read from the build the site serves (a worker's or a
    // preloaded module's body is not always kept by the browser).
    expect(scripts.size).toBeGreaterThan(0);
    const withSupabaseJs: string[] = [];
    for (const script of scripts) {
      const text = await readFile(path.join(siteInfo.distDir, script), 'latin1');
      const markers = findSupabaseJs(text);
      if (markers.length > 0) withSupabaseJs.push(`${script} (${markers.join(', ')})`);
    }
    expect(withSupabaseJs, 'scripts of the visit holding supabase-js code').toEqual([]);
  });
}
