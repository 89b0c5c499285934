import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys (issue #4) in Debian's Chromium (`/usr/bin/chromium`), never a downloaded
 * browser build: `node scripts/ensure-chromium.mjs` installs it where it is missing.
 *
 * e2e/global-setup.ts starts the local backends on free loopback ports with fresh data dirs,
 * builds the site against them into e2e-artifacts/ (git-ignored) and serves it; it stops
 * everything after the run. Tests only ever talk to 127.0.0.1.
 */
const CHROMIUM = process.env.HARBOR_CHROMIUM || '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  outputDir: './e2e-artifacts/test-results',
  // Two cores here: two workers keep the machine responsive and the backend fast (three ran
  // faster but made timing-sensitive journeys flaky).
  workers: 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // One retry in CI, where two cores run the backend, the site and two browsers at once, so a
  // journey that passes only on its retry is named as flaky in the list and the HTML report, and
  // fails the run (failOnFlakyTests, issue 24): a flaky journey is to be fixed, not hidden. The
  // retry stays so the report says "flaky" (a race to fix) rather than "failed" (a broken page).
  // Locally, no retry: a failure is a failure. HARBOR_ALLOW_FLAKY=1 lets one run pass with a
  // flaky journey (say why in the commit that uses it).
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI && process.env.HARBOR_ALLOW_FLAKY !== '1',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'e2e-artifacts/report' }]],
  use: {
    // In CI a trace is recorded for a journey's retry only: recording every journey cost about
    // an eighth of the run (routes.spec.ts on desktop: 158 s with traces, 137 s without), and a
    // journey that failed once is retried, so a failure still comes with its trace. Locally,
    // where there is no retry, every failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Playwright gives every test a new browser context: a fresh, empty profile.
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    // Don't let a stale service worker or HTTP cache hide a bug.
    serviceWorkers: 'block',
  },
  // Journeys that only make sense at one size carry the tag @desktop-only or @mobile-only.
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile-only/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        channel: undefined,
      },
    },
    {
      name: 'mobile',
      grepInvert: /@desktop-only/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
      },
    },
  ],
});
