/// <reference types="node" />
// Journey 10: pages load on demand; while a page's chunk loads on a client-side navigation, the
// full-screen "Loading..." shows. A first load is the prerendered page itself (issue 12).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { headerActions, waitForApp } from './support/helpers';

/** The built chunk of a page, found through Vite's manifest by the page's source file. */
function pageChunk(distDir: string, source: string): string {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string; isDynamicEntry?: boolean }>;
  const entry = manifest[source];
  if (!entry?.isDynamicEntry)
    throw new Error(`${source} is not a lazily loaded chunk in the build manifest`);
  return entry.file;
}

/** Holds back every request for `chunk` until the returned function is called. */
async function holdBack(page: Page, chunk: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/${chunk}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function expectFullScreenLoading(page: Page) {
  const loading = page.getByRole('status').filter({ hasText: 'Loading...' });
  await expect(loading).toBeVisible();
  const box = await loading.boundingBox();
  const viewport = page.viewportSize();
  expect(box?.width).toBeCloseTo(viewport?.width ?? 0, 0);
  expect(box?.height).toBeCloseTo(viewport?.height ?? 0, 0);
  // Give it time to be seen: it must stay up for as long as the chunk is held back.
  await page.waitForTimeout(500);
  await expect(loading).toBeVisible();
}

test.describe('journey 10: a page chunk that is slow to arrive', () => {
  test('a first load of /about shows the prerendered page at once, never Loading...', async ({
    page,
    siteInfo,
  }) => {
    const release = await holdBack(page, pageChunk(siteInfo.distDir, 'src/info/pages/about.tsx'));
    await page.goto('/about', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: /about/i })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByText('Loading...')).toHaveCount(0);

    release();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: /about/i })).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
  });

  test('following a link to /about shows Loading..., then the page', async ({ page, siteInfo }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A link followed before the app owns the page is an ordinary page load (the prerendered
    // /about, no Loading...): the journey is about the app's own navigation.
    await waitForApp(page);
    const release = await holdBack(page, pageChunk(siteInfo.distDir, 'src/info/pages/about.tsx'));

    const actions = await headerActions(page);
    await actions.getByRole('navigation').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about');
    await expectFullScreenLoading(page);

    release();
    await expect(page.getByRole('heading', { level: 1, name: /about/i })).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
  });
});
