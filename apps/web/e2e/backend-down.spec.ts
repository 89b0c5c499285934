/// <reference types="node" />
// Journey 13: the backend is down. The `down` site was built against a loopback port where nothing
// listens, so every call to the backend is really refused by the operating system (no request
// interception). The second test makes that port accept connections and never answer, the harder
// case a dead proxy or a stalled mobile network gives.
// Desktop only (tag): the second test briefly listens on the shared port, so the two must not run
// at the same time as another project's copy of them.
import { createServer, type Socket } from 'node:net';
import { expect, test, type ExpectedProblem } from './fixtures';
import { expectPageShown, NETWORK_ERROR_MESSAGE, submitSignIn } from './support/helpers';

test.use({ site: 'down' });

/** The spec's default timeout (section 9). */
const DEFAULT_TIMEOUT_MS = 10_000;

function unreachableBackend(backendURL: string, failure: RegExp): ExpectedProblem[] {
  const backend = new RegExp(`^${backendURL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`);
  return [
    {
      kind: 'request-failed',
      url: backend,
      text: failure,
      why: 'the backend is down: that is the journey',
    },
    {
      kind: 'console-error',
      url: backend,
      text: /Failed to load resource/,
      why: 'Chromium logs the failed backend request itself',
    },
    {
      kind: 'console-error',
      text: /^(TypeError: Failed to fetch|TimeoutError: The request took longer than 10 s)/,
      why: 'auth-js itself logs a fetch that fails (console.error in its lib/fetch.js) before it returns AuthRetryableFetchError',
    },
    {
      kind: 'console-error',
      text: /^Error signing in:/,
      why: 'spec section 8: sign-in failures are logged',
    },
  ];
}

test.describe('journey 13: the backend is down', { tag: '@desktop-only' }, () => {
  // A hub reads its published stories in the browser when asked (issue 27): with the backend down
  // that one read fails, and the hub says so in its stories section; everything else renders.
  test.use({
    expectedProblems: async ({ siteInfo }, provide) => {
      const stories = new RegExp(
        `^${siteInfo.backendURL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/rest/v1/published_stories\\?`,
      );
      await provide([
        {
          kind: 'request-failed',
          url: stories,
          text: /ERR_CONNECTION_REFUSED/,
          why: "a hub's published stories are read in the browser, and the backend is down",
        },
        {
          kind: 'console-error',
          url: stories,
          text: /Failed to load resource/,
          why: 'Chromium logs the failed request itself',
        },
      ]);
    },
  });

  test('public pages still render', async ({ page }) => {
    for (const path of [
      '/',
      '/about',
      '/resources',
      '/challenges/homelessness',
      '/blog',
      '/login',
    ]) {
      await page.goto(path);
      // The page, hydrated: "Show the stories" is a button of the app, which does nothing in the
      // prerendered HTML before the app owns it (CI once pressed it in that moment).
      await expectPageShown(page, path);
      if (path.startsWith('/challenges/')) {
        await page.getByRole('button', { name: 'Show the stories' }).click();
        await expect(page.getByText(/We couldn't load the stories\./)).toBeVisible();
      }
    }
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.waitForLoadState('networkidle');
  });

  test.describe('when the connection is refused', () => {
    test.use({
      expectedProblems: async ({ siteInfo }, provide) => {
        await provide(unreachableBackend(siteInfo.backendURL, /ERR_CONNECTION_REFUSED/));
      },
    });

    test('signing in says it cannot reach the service, quickly, and nothing keeps spinning', async ({
      page,
    }) => {
      await page.goto('/login');
      const started = Date.now();
      await submitSignIn(page, 'premium@harbor.test', 'harbor-demo-password');
      await expect(page.getByRole('alert')).toHaveText(NETWORK_ERROR_MESSAGE, {
        timeout: DEFAULT_TIMEOUT_MS,
      });
      expect(Date.now() - started).toBeLessThan(DEFAULT_TIMEOUT_MS);

      await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
      await expect(page.getByText('Signing in…')).toHaveCount(0);
      await expect(page.getByText('Loading...')).toHaveCount(0);
      await expect(page.getByLabel('Email')).toHaveValue('premium@harbor.test');
    });
  });

  test.describe('when the backend accepts connections but never answers', () => {
    test.use({
      expectedProblems: async ({ siteInfo }, provide) => {
        await provide(
          unreachableBackend(siteInfo.backendURL, /ERR_ABORTED|ERR_TIMED_OUT|ERR_EMPTY_RESPONSE/),
        );
      },
    });

    test('signing in gives up within the 10-second default timeout with the same message', async ({
      page,
      siteInfo,
    }) => {
      test.setTimeout(45_000);
      const sockets = new Set<Socket>();
      const silent = createServer((socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      await new Promise<void>((resolve) =>
        silent.listen(Number(new URL(siteInfo.backendURL).port), '127.0.0.1', resolve),
      );
      try {
        await page.goto('/login');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const started = Date.now();
        await submitSignIn(page, 'premium@harbor.test', 'harbor-demo-password');
        await expect(page.getByRole('button', { name: 'Signing in…' })).toBeDisabled();

        await expect(page.getByRole('alert')).toHaveText(NETWORK_ERROR_MESSAGE, {
          timeout: DEFAULT_TIMEOUT_MS + 5_000,
        });
        // Within the default timeout, plus a little for the page to show the message.
        expect(Date.now() - started).toBeLessThan(DEFAULT_TIMEOUT_MS + 2_000);
        await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
        await expect(page.getByText('Loading...')).toHaveCount(0);
      } finally {
        for (const socket of sockets) socket.destroy();
        await new Promise<void>((resolve) => silent.close(() => resolve()));
      }
    });
  });
});
