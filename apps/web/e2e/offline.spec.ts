/// <reference types="node" />
// Help that opens offline (issue 16, part 2): the offline copy's service worker installs after
// the first visit; offline, the crisis lines, a hub, a check-in and /resources open from it with
// the notice; any other page shows the offline page; a form says sending needs a connection and
// keeps what was typed; a new build replaces the old worker; shared-computer mode and low-data
// mode keep no copy. And the web app manifest.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { offlineCopy, spanishOfflineCopy, writeServiceWorker } from '../build/service-worker.mjs';
import { startStaticServer } from '../build/static-server.mjs';
import { expect, test, type Page } from './fixtures';
import {
  axeViolations,
  CONNECTION_CHECK,
  expectPageShown,
  installOfflineCopy,
  waitForAppToOwnForm,
} from './support/helpers';
import { chunkUrlOf } from './support/chunk-files';

// playwright.config.ts blocks service workers for every other journey.
test.use({ serviceWorkers: 'allow', expectedProblems: [CONNECTION_CHECK, { scope: 'test' }] });

const NOTICE = "You're offline. Phone numbers still work.";
const NOTICE_ES = 'No tiene conexión. Los números de teléfono siguen funcionando.';

/** The names of the site's caches. */
async function cacheNames(page: Page): Promise<string[]> {
  return await page.evaluate(() => caches.keys());
}

/** The addresses one cache holds. */
async function urlsIn(page: Page, name: string): Promise<string[]> {
  return await page.evaluate(async (cacheName) => {
    if (!(await caches.has(cacheName))) return [];
    const cache = await caches.open(cacheName);
    return (await cache.keys()).map((request) => new URL(request.url).pathname).sort();
  }, name);
}

/** The chunk a page loads once idle to register the offline copy. */
const START_OFFLINE_COPY_CHUNK = chunkUrlOf('src/offline/start-offline-copy.ts');

/** What the offline copy holds: the URLs of the site's precache, without their revisions. */
async function cachedUrls(page: Page): Promise<string[]> {
  return await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const url = new URL(request.url);
        url.searchParams.delete('__WB_REVISION__');
        urls.push(`${url.pathname}${url.search}`);
      }
    }
    return urls.sort();
  });
}

async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
}

test.describe('the offline copy', () => {
  test('holds the same fixed set of help pages, whatever the visitor read', async ({
    page,
    siteInfo,
  }) => {
    await installOfflineCopy(page, '/challenges/homelessness');
    await page.goto('/about');
    await expectPageShown(page, '/about');
    await page.goto('/blog/asking-for-help');
    await expectPageShown(page, '/blog/asking-for-help');

    // Exactly the build's list, whatever was read: no other page, no member data, no API answer.
    const copy = offlineCopy({ distDir: siteInfo.distDir });
    expect(await cachedUrls(page)).toEqual(
      [...copy.pages.map(({ url }) => url), ...copy.assets, ...copy.extras].sort(),
    );
    const urls = await cachedUrls(page);
    for (const path of [
      '/',
      '/get-help',
      '/resources',
      '/faq',
      '/safety-plan',
      '/my-list',
      '/offline.html',
      '/es/offline.html',
    ])
      expect(urls).toContain(path);
    // The spec's 18 challenge pages and Harbor's "Abuse at home".
    expect(urls.filter((url) => url.startsWith('/challenges/'))).toHaveLength(19);
    expect(urls).not.toContain('/about');
    expect(urls).not.toContain('/blog/asking-for-help');
  });

  test('opens the crisis lines, a hub, a check-in and Resources offline, with the notice', async ({
    page,
    context,
  }) => {
    await installOfflineCopy(page);
    await goOffline(context);

    await page.goto('/get-help');
    await expectPageShown(page, '/get-help');
    await expect(page.getByText(NOTICE)).toBeVisible();
    await expect(page.getByRole('link', { name: /Call 988/ }).first()).toHaveAttribute(
      'href',
      'tel:988',
    );
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/challenges/mental-health');
    await expectPageShown(page, '/challenges/mental-health');
    await expect(page.getByText(NOTICE)).toBeVisible();

    await page.goto('/resources');
    await expectPageShown(page, '/resources');
    await expect(page.getByText(NOTICE)).toBeVisible();

    // The check-in works: its JavaScript came from the copy too.
    await page.goto('/challenges/poverty-challenge');
    await expectPageShown(page, '/challenges/poverty-challenge');
    await page.getByRole('checkbox', { name: 'Having enough food' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 2 of 4')).toBeVisible();
  });

  test('in Spanish: a page in Spanish keeps the guides and check-ins in Spanish too, and they open offline (issue 25)', async ({
    page,
    context,
    siteInfo,
  }) => {
    const copy = offlineCopy({ distDir: siteInfo.distDir });
    const spanish = spanishOfflineCopy({ distDir: siteInfo.distDir, copy });
    expect(spanish.pages).toHaveLength(19);

    await installOfflineCopy(page, '/es/temas/homelessness');
    // Every guide and check-in in Spanish, and the files they load, in a cache of their own.
    await expect
      .poll(() => urlsIn(page, spanish.cache), { timeout: 30_000 })
      .toEqual([...spanish.pages.map(({ url }) => url), ...spanish.assets].sort());
    // The fixed copy is the same as for everyone.
    expect(
      (await cachedUrls(page)).filter(
        (url) => !spanish.pages.some((each) => each.url === url) && !spanish.assets.includes(url),
      ),
    ).toEqual([...copy.pages.map(({ url }) => url), ...copy.assets, ...copy.extras].sort());

    await goOffline(context);
    await page.goto('/es/temas/mental-health');
    await expectPageShown(page, '/es/temas/mental-health');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByText(NOTICE_ES)).toBeVisible();
    await expect(page.getByRole('link', { name: /988/ }).first()).toHaveAttribute(
      'href',
      'tel:988',
    );
    expect(await axeViolations(page)).toEqual([]);

    // A check-in works in Spanish: its code and words came from the copy too.
    await page.goto('/es/temas/poverty-challenge');
    await expectPageShown(page, '/es/temas/poverty-challenge');
    await expect(page.getByText('Paso 1 de 4')).toBeVisible();
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText('Paso 2 de 4')).toBeVisible();

    // A page in Spanish outside the copy: the offline page links the guides in Spanish now.
    await page.goto('/es/contacto');
    await expect(page.getByRole('heading', { level: 1, name: 'No tiene conexión' })).toBeVisible();
    const available = page.getByRole('region', { name: 'Páginas que se abren sin conexión' });
    await expect(
      available.getByRole('link', { name: 'Salud mental', exact: true }),
    ).toHaveAttribute('href', '/es/temas/mental-health');
    await available.getByRole('link', { name: 'Salud mental', exact: true }).click();
    await expectPageShown(page, '/es/temas/mental-health');
    await expect(page.getByText(NOTICE_ES)).toBeVisible();
  });

  test('in English keeps no copy in Spanish', async ({ page }) => {
    await installOfflineCopy(page, '/challenges/homelessness');
    // The worker had every chance to be asked: the page has loaded and the copy is in.
    await page.waitForLoadState('networkidle');
    expect(
      (await cacheNames(page)).filter((name) => name.startsWith('harbor-offline-es-')),
    ).toEqual([]);
  });

  test('shows the notice when the connection drops on a page', async ({ page, context }) => {
    await installOfflineCopy(page, '/faq');
    const notice = page.getByText(NOTICE);
    await expect(notice).toHaveCount(0);
    await goOffline(context);
    await expect(notice).toBeVisible();
    // In a live region, so screen readers hear it.
    await expect(notice.locator('xpath=..')).toHaveAttribute('aria-live', 'polite');
    await context.setOffline(false);
    await expect(notice).toHaveCount(0);
  });

  test('answers a page outside the copy with the offline page: crisis lines and what opens', async ({
    page,
    context,
  }) => {
    await installOfflineCopy(page);
    await goOffline(context);

    await page.goto('/donate');
    await expect(page).toHaveURL('/donate');
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    await expect(page.getByText(/needs a connection\. Phone numbers still work\./)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call 988' }).first()).toHaveAttribute(
      'href',
      'tel:988',
    );
    const available = page.getByRole('region', { name: 'Pages you can open without a connection' });
    // Home, /get-help, /resources, /faq, /safety-plan, /my-list, the Spanish help, home, FAQ,
    // resources, list and safety plan pages (issue 25), the 18 challenge pages of the spec and
    // "Abuse at home".
    await expect(available.getByRole('link')).toHaveCount(31);
    await expect(
      available.getByRole('link', { name: 'Ayuda ahora: líneas de ayuda en español' }),
    ).toHaveAttribute('href', '/es/get-help');
    await expect(
      available.getByRole('link', { name: 'Página principal de Harbor en español' }),
    ).toHaveAttribute('href', '/es');
    expect(await axeViolations(page)).toEqual([]);

    // Its links open from the copy.
    await available.getByRole('link', { name: /^Get help now/ }).click();
    await expectPageShown(page, '/get-help');
    await expect(page.getByText(NOTICE)).toBeVisible();
  });

  test('answers a Spanish page outside the copy with the offline page in Spanish (issue 25)', async ({
    page,
    context,
  }) => {
    await installOfflineCopy(page);
    await goOffline(context);

    await page.goto('/es/contacto');
    await expect(page).toHaveURL('/es/contacto');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'No tiene conexión' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Llame al 988 y marque 2' })).toHaveAttribute(
      'href',
      'tel:988',
    );
    const available = page.getByRole('region', { name: 'Páginas que se abren sin conexión' });
    // The six Spanish pages of the copy (every page of the copy has one) and the 19 challenge
    // pages (in English, marked).
    await expect(available.getByRole('link')).toHaveCount(25);
    expect(await axeViolations(page)).toEqual([]);
    // The app hydrates it, in Spanish (a mismatch would be logged, and fail the test).
    await expect
      .poll(() =>
        page.evaluate(() => {
          const button = [...document.querySelectorAll('button')].find((element) =>
            element.textContent?.includes('Volver a cargar esta página'),
          );
          return (
            button !== undefined && Object.keys(button).some((key) => key.startsWith('__react'))
          );
        }),
      )
      .toBe(true);

    // A guide in Spanish on a device that keeps no copy in Spanish: the same offline page (the
    // copy in Spanish's part of the worker answers these addresses, and falls back to it).
    await page.goto('/es/temas/mental-health');
    await expect(page.getByRole('heading', { level: 1, name: 'No tiene conexión' })).toBeVisible();
    await expect(available.getByRole('link', { name: /Salud mental/ })).toHaveAttribute(
      'href',
      '/challenges/mental-health',
    );

    // Its links open from the copy.
    await available.getByRole('link', { name: 'Ayuda ahora: líneas de ayuda en español' }).click();
    await expectPageShown(page, '/es/get-help');
  });

  test.describe('a link inside the site to a page outside the copy', () => {
    test.use({
      expectedProblems: [
        [
          ...CONNECTION_CHECK,
          {
            kind: 'request-failed',
            url: chunkUrlOf('src/info/pages/about.tsx'),
            text: /ERR_INTERNET_DISCONNECTED/,
            why: "the page's chunk is not in the copy, and the test took the connection away",
          },
          {
            kind: 'console-error',
            text: /ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module/,
            why: 'Chromium and React Router log the chunk that could not load',
          },
        ],
        { scope: 'test' },
      ],
    });

    test('ends at the offline page too', async ({ page, context }) => {
      await installOfflineCopy(page);
      await goOffline(context);
      await page.goto('/');
      await expectPageShown(page, '/');
      await page.evaluate(() => {
        // A client-side navigation, as a click on a link of the site's header makes (on a phone
        // the link is in the closed menu).
        const link = [...document.querySelectorAll<HTMLAnchorElement>('header a')].find(
          (anchor) => anchor.getAttribute('href') === '/about',
        );
        link?.click();
      });
      await expect(page).toHaveURL('/about');
      await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Call 988' }).first()).toBeVisible();
    });
  });

  test.describe('Quick exit', () => {
    test.use({
      expectedProblems: [
        [
          ...CONNECTION_CHECK,
          {
            kind: 'request-failed',
            url: /^https:\/\/www\.google\.com\/search\?q=weather$/,
            text: /ERR_INTERNET_DISCONNECTED/,
            why: 'Quick exit leaves for a weather search, which cannot load offline',
          },
        ],
        { scope: 'test' },
      ],
    });

    test('still leaves at once from the offline page', async ({ page, context }) => {
      await installOfflineCopy(page);
      await goOffline(context);
      await page.goto('/contact');
      await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
      const quickExit = page.getByRole('button', { name: 'Quick exit' });
      await expect
        .poll(() =>
          quickExit.evaluate((element) =>
            Object.keys(element).some((key) => key.startsWith('__react')),
          ),
        )
        .toBe(true);
      const leaving = page.waitForRequest(/google\.com\/search\?q=weather/);
      for (let press = 0; press < 3; press += 1) await page.keyboard.press('Shift');
      await leaving;
    });
  });

  test.describe('a form while offline', () => {
    test.use({
      expectedProblems: [
        [
          ...CONNECTION_CHECK,
          {
            kind: 'request-failed',
            url: /\/assets\/(supabase|supabase-client)-[\w-]+\.js$/,
            text: /ERR_INTERNET_DISCONNECTED/,
            why: 'sending loads supabase-js, which needs the connection the test took away',
          },
          {
            kind: 'request-failed',
            url: chunkUrlOf('src/safety-screen/safety-screen.ts'),
            text: /ERR_INTERNET_DISCONNECTED/,
            why: 'the safety screen loads its detector once there is a message to screen: /contact is not in the offline copy, so offline it cannot (nothing shows; it loads when sending once back online)',
          },
          {
            kind: 'console-error',
            text: /ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module/,
            why: 'Chromium logs the chunk that could not load offline',
          },
        ],
        { scope: 'test' },
      ],
    });

    test('says sending needs a connection, keeps what was typed, and sends once back', async ({
      page,
      context,
    }) => {
      await installOfflineCopy(page);
      await page.goto('/contact');
      await expectPageShown(page, '/contact');
      await waitForAppToOwnForm(page);
      await goOffline(context);

      await expect(
        page.getByText(
          "You're offline. Sending a message needs a connection. What you type stays here until you can send it.",
        ),
      ).toBeVisible();
      const message = `offline ${Date.now()}: is there a food bank open on Sundays?`;
      await page.getByLabel('Your name', { exact: true }).fill('Sam Rivera');
      await page.getByLabel('Email', { exact: true }).fill('sam@example.test');
      await page.getByLabel('What is it about?', { exact: true }).selectOption('question');
      await page.getByLabel('Message', { exact: true }).fill(message);
      await page.getByRole('button', { name: 'Send message' }).click();

      const alert = page.getByRole('alert');
      await expect(alert).toContainText("We couldn't reach Harbor, so nothing was sent.");
      await expect(alert).toContainText('Everything you typed is still here.');
      await expect(page).toHaveURL('/contact');
      await expect(page.getByLabel('Your name', { exact: true })).toHaveValue('Sam Rivera');
      await expect(page.getByLabel('Message', { exact: true })).toHaveValue(message);

      await context.setOffline(false);
      await expect(page.getByText(/Sending a message needs a connection/)).toHaveCount(0);
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(
        page.getByRole('heading', { name: 'Thank you. Your message is on its way.' }),
      ).toBeVisible();
    });
  });
});

test.describe('a new deploy', () => {
  let dir = '';
  test.afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  test('installs a new worker that takes over and serves the new HTML, old copy gone', async ({
    page,
    context,
    siteInfo,
  }) => {
    // Two offline copies are installed, one after the other (each precaches the whole copy): on
    // a busy two-core machine that takes longer than a journey's usual 30 s.
    test.slow();
    // A site of its own (an origin of its own), so changing its files touches no other journey.
    dir = await mkdtemp(path.join(tmpdir(), 'harbor-e2e-deploy-'));
    await cp(siteInfo.distDir, dir, { recursive: true });
    const server = await startStaticServer({ root: dir, host: '127.0.0.1', port: 0 });
    try {
      await installOfflineCopy(page, `${server.url}/`);
      const firstWorker = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.active?.scriptURL ?? null;
      });
      expect(firstWorker).toBe(`${server.url}/sw.js`);
      const buildMarker = () =>
        page.locator('meta[name="harbor-e2e-build"]').getAttribute('content', { timeout: 1000 });

      // The new deploy: /get-help changed (in its head, which React leaves alone), and the
      // service worker rebuilt as `pnpm build` does.
      const file = path.join(dir, 'get-help', 'index.html');
      const html = await readFile(file, 'utf8');
      await writeFile(
        file,
        html.replace('</head>', '  <meta name="harbor-e2e-build" content="2" />\n  </head>'),
      );
      await writeServiceWorker({ distDir: dir, log: () => undefined });

      // The browser looks for a new worker on each visit; the new one installs, takes over, and
      // from then on /get-help is the new HTML.
      await expect
        .poll(
          async () => {
            await page.goto(`${server.url}/get-help`);
            return await buildMarker().catch(() => null);
          },
          { timeout: 60_000 },
        )
        .toBe('2');

      // Offline, the copy is the new one: the old revision of /get-help is gone.
      await goOffline(context);
      await page.goto(`${server.url}/get-help`);
      await expect(page.getByText(NOTICE)).toBeVisible();
      expect(await buildMarker()).toBe('2');
      const revisions = await page.evaluate(async () => {
        const found: string[] = [];
        for (const name of await caches.keys())
          for (const request of await (await caches.open(name)).keys())
            if (new URL(request.url).pathname === '/get-help') found.push(request.url);
        return found;
      });
      expect(revisions).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  test('renews the copy in Spanish of a device that keeps it, without a visit in Spanish, old one gone (issue 25)', async ({
    page,
    context,
    siteInfo,
  }) => {
    test.slow();
    dir = await mkdtemp(path.join(tmpdir(), 'harbor-e2e-deploy-es-'));
    await cp(siteInfo.distDir, dir, { recursive: true });
    const server = await startStaticServer({ root: dir, host: '127.0.0.1', port: 0 });
    try {
      await installOfflineCopy(page, `${server.url}/es/temas/homelessness`);
      const first = spanishOfflineCopy({ distDir: dir, copy: offlineCopy({ distDir: dir }) });
      await expect
        .poll(async () => (await urlsIn(page, first.cache)).length, { timeout: 30_000 })
        .toBe(first.pages.length + first.assets.length);

      // The new deploy changes a guide in Spanish (in its head, which React leaves alone).
      const file = path.join(dir, 'es', 'temas', 'mental-health', 'index.html');
      const html = await readFile(file, 'utf8');
      await writeFile(
        file,
        html.replace('</head>', '  <meta name="harbor-e2e-build" content="2" />\n  </head>'),
      );
      const { spanish: next } = await writeServiceWorker({ distDir: dir, log: () => undefined });
      expect(next.cache).not.toBe(first.cache);

      // Visits in English only: the new worker installs and keeps the new copy in Spanish whole.
      await expect
        .poll(
          async () => {
            await page.goto(`${server.url}/get-help`);
            return (await urlsIn(page, next.cache)).length;
          },
          { timeout: 60_000 },
        )
        .toBe(next.pages.length + next.assets.length);
      await expect.poll(() => cacheNames(page)).not.toContain(first.cache);

      await goOffline(context);
      await page.goto(`${server.url}/es/temas/mental-health`);
      await expect(page.getByText(NOTICE_ES)).toBeVisible();
      await expect(page.locator('meta[name="harbor-e2e-build"]')).toHaveAttribute('content', '2');
    } finally {
      await server.close();
    }
  });
});

test.describe('no offline copy', () => {
  test('"Clear this device" removes a real offline copy: its caches and its service worker', async ({
    page,
  }) => {
    await installOfflineCopy(page);
    expect((await cachedUrls(page)).length).toBeGreaterThan(0);

    // The page registers the offline copy again once loaded and idle: wait for that, so the
    // button has a real worker to remove rather than racing it.
    const scheduled = page.waitForRequest(START_OFFLINE_COPY_CHUNK);
    await page.goto('/clear-device');
    await scheduled;
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.getRegistrations()).length > 0,
    );
    await page.getByRole('button', { name: "Clear Harbor's data from this device" }).click();
    await expect(
      page.getByRole('heading', { name: "Harbor's data is gone from this device" }),
    ).toBeVisible();
    expect(
      await page.evaluate(async () => ({
        workers: (await navigator.serviceWorker.getRegistrations()).length,
        caches: (await caches.keys()).length,
        local: localStorage.length,
        session: sessionStorage.length,
      })),
    ).toEqual({ workers: 0, caches: 0, local: 0, session: 0 });
  });

  test('in shared-computer mode: none is made, and one made before is removed', async ({
    page,
  }) => {
    await installOfflineCopy(page);
    expect((await cachedUrls(page)).length).toBeGreaterThan(0);

    // The mode as the sign-in form's checkbox records it for the tab (@harbor-help/device-storage).
    await page.evaluate(() => sessionStorage.setItem('harbor:shared-computer', 'on'));
    await page.reload();
    await expect
      .poll(() =>
        page.evaluate(async () => ({
          workers: (await navigator.serviceWorker.getRegistrations()).length,
          caches: (await caches.keys()).length,
        })),
      )
      .toEqual({ workers: 0, caches: 0 });
  });

  test('in low-data mode (the browser asks to save data): nothing is downloaded', async ({
    page,
    context,
  }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    const started = page.waitForRequest(START_OFFLINE_COPY_CHUNK);
    await page.goto('/');
    expect(
      await page.evaluate(
        () => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData,
      ),
    ).toBe(true);
    // The registration step ran (after load and idle time) and decided.
    await started;
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
    ).toBe(0);
    expect(await page.evaluate(async () => (await caches.keys()).length)).toBe(0);
  });
});

test.describe('the web app manifest', () => {
  // It goes on to the next page at once, which cancels the idle-time code (the time zone reader,
  // the offline copy's start, low-data mode) the page before had started to load: the fixture
  // knows those for what they are (support/left-behind.ts).
  test('is valid, linked on every page once it has loaded, and has the crisis lines as a shortcut', async ({
    page,
    request,
    context,
  }) => {
    for (const path of ['/', '/get-help', '/challenges/mental-health', '/blog/asking-for-help']) {
      // Not in the HTML (its request would be among the first paint's): the app links it once
      // the page has loaded and the browser is idle (an idle callback waits up to 10 s).
      expect(await (await request.get(path)).text()).not.toContain('rel="manifest"');
      await page.goto(path);
      await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute(
        'href',
        '/manifest.webmanifest',
        { timeout: 20_000 },
      );
    }
    const response = await request.get('/manifest.webmanifest');
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      display: string;
      icons: { src: string }[];
      shortcuts: { url: string }[];
    };
    expect(manifest.name).toBe('Harbor');
    expect(manifest.display).toBe('standalone');
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toContain('/get-help');
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);

    // Chromium's own reading: no errors, and nothing keeps Harbor from being installed but the
    // private window every test runs in.
    const cdp = await context.newCDPSession(page);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
  });

  test('the worker is served so a new deploy is seen at once, and the CSP allows it', async ({
    request,
  }) => {
    const response = await request.get('/sw.js');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});
