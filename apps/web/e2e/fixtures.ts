/// <reference types="node" />
/**
 * The `test` every journey uses. On top of Playwright's own fixtures it
 *
 * - points `baseURL` at one of the sites global-setup.ts started (`site`, default `main`);
 * - fails the test, after it ran, on any console error, uncaught exception, failed request or
 *   HTTP error response in the page, unless the test lists it in `expectedProblems` with the
 *   reason. Two allowances are built in: the missing membership row, keyed on URL, status and
 *   body (see isMissingMembershipRow), and requests the browser cancelled because the page they
 *   belonged to was left (support/left-behind.ts, unit-tested: an older document's request, or
 *   one of the site's own scripts when a navigation overlapped it);
 * - fails the test on any Content-Security-Policy violation: every site is served with the
 *   production CSP (build/static-server.mjs), and a `securitypolicyviolation` event in any frame,
 *   or Chromium's console report of one, is a problem no test can list as expected;
 * - fails the test when, at its end, the page's localStorage or sessionStorage holds a key that
 *   @harbor-help/device-storage's registry (STORED_KEYS) does not list: "Clear this device", sign-out
 *   and the version reset could never remove it.
 */
import {
  test as base,
  expect,
  type ConsoleMessage,
  type Page,
  type Request,
  type Response,
} from '@playwright/test';
import { findStoredKey } from '@harbor-help/device-storage';
import { isLeftBehind } from './support/left-behind';
import { noteScriptsOff } from './support/scripts-off';
import { readSites, type E2ESite, type SiteName } from './support/sites';

/** A console error, failed request or error response a test expects, and why. */
export interface ExpectedProblem {
  kind: 'console-error' | 'request-failed' | 'http-error' | 'page-error';
  /** Matched against the request URL (or, for a console error, the URL the message is about). */
  url?: RegExp;
  /** For 'http-error'. */
  status?: number;
  /** Matched against the console text, the failure text or the exception message. */
  text?: RegExp;
  why: string;
}

interface Fixtures {
  site: SiteName;
  siteInfo: E2ESite;
  expectedProblems: ExpectedProblem[];
}

function matches(
  expected: ExpectedProblem,
  kind: ExpectedProblem['kind'],
  url: string,
  text: string,
  status?: number,
) {
  return (
    expected.kind === kind &&
    (!expected.url || expected.url.test(url)) &&
    (!expected.text || expected.text.test(text)) &&
    (expected.status === undefined || expected.status === status)
  );
}

/**
 * Members without an active membership row (plain@, inactive@, new sign-ups) make the
 * membership query (`.single()`) answer 406 with PostgREST's PGRST116, which the spec (section 7)
 * says is tolerated. supabase-js logs nothing for it, but Chromium logs the 406 itself as
 * "Failed to load resource". Allowed only for a GET of /rest/v1/memberships on the site's own
 * backend, and only when the body really is PGRST116 (checked in the response handler).
 */
function isMissingMembershipRow(url: string, backendURL: string) {
  return url.startsWith(`${backendURL}/rest/v1/memberships?`);
}

function describeConsole(message: ConsoleMessage) {
  const where = message.location().url;
  return `console error: ${message.text()}${where ? ` (at ${where})` : ''}`;
}

export const test = base.extend<Fixtures>({
  site: ['main', { option: true }],
  siteInfo: async ({ site }, provide) => {
    await provide(readSites()[site]);
  },
  baseURL: async ({ siteInfo }, provide) => {
    await provide(siteInfo.baseURL);
  },
  expectedProblems: [[], { option: true }],

  page: async ({ page, siteInfo, expectedProblems, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled === false) noteScriptsOff(page.context());
    const problems: string[] = [];
    const pendingChecks: Promise<void>[] = [];
    const isExpected = (
      kind: ExpectedProblem['kind'],
      url: string,
      text: string,
      status?: number,
    ) => expectedProblems.some((expected) => matches(expected, kind, url, text, status));

    // The page's own report of a violation, from every document it loads, before its scripts run.
    await page.exposeBinding('__harborReportCspViolation', (_source, violation: string) => {
      problems.push(`CSP violation: ${violation}`);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __harborReportCspViolation?: (v: string) => void })
          .__harborReportCspViolation;
        report?.(
          `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} on ${event.documentURI}` +
            (event.sample ? ` (${event.sample})` : ''),
        );
      });
    });

    page.on('console', (message) => {
      const text = message.text();
      if (/Content.Security.Policy|Permissions-Policy/i.test(text)) {
        problems.push(`CSP report in the console (${message.type()}): ${text}`);
        return;
      }
      if (message.type() !== 'error') return;
      const url = message.location().url ?? '';
      if (
        isMissingMembershipRow(url, siteInfo.backendURL) &&
        text.includes('the server responded with a status of 406')
      ) {
        return;
      }
      if (!isExpected('console-error', url, text)) problems.push(describeConsole(message));
    });
    page.on('pageerror', (error) => {
      if (!isExpected('page-error', '', `${error.name}: ${error.message}`)) {
        problems.push(`uncaught exception: ${error.name}: ${error.message}`);
      }
    });
    // Leaving a page (page.goto, a reload, location.replace) cancels what that page still had in
    // flight, for example the idle-time chunks of a page the test has finished checking: Chromium
    // reports them as net::ERR_ABORTED, and nobody sees it. Which requests count as left behind,
    // and why: support/left-behind.ts (unit-tested). Each main-frame navigation asked for starts
    // a new document generation; a request the leaving page starts after the next page was asked
    // for (its lazy chunks, its idle-time offline-copy check) still belongs to the leaving page:
    // until the new document commits (`framenavigated`), requests are counted in the older one.
    const siteOrigin = new URL(siteInfo.baseURL).origin;
    let documentGeneration = 0;
    let leaving = false;
    const navigationTimes: number[] = [];
    const seen = new WeakMap<Request, { generation: number; at: number }>();
    page.on('request', (request: Request) => {
      const navigation = request.isNavigationRequest() && request.frame() === page.mainFrame();
      if (navigation) {
        documentGeneration += 1;
        leaving = true;
        // The first document (from about:blank) leaves no page behind.
        if (documentGeneration > 1) navigationTimes.push(Date.now());
      }
      seen.set(request, {
        generation: leaving && !navigation ? documentGeneration - 1 : documentGeneration,
        at: Date.now(),
      });
    });
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      // A new document committed (not a change of address within the page, which has no
      // navigation request and cancels nothing).
      if (leaving && documentGeneration > 1) navigationTimes.push(Date.now());
      leaving = false;
    });
    page.on('requestfailed', (request: Request) => {
      const failure = request.failure()?.errorText ?? 'unknown failure';
      const start = seen.get(request);
      const leftBehind = isLeftBehind(
        {
          failure,
          url: request.url(),
          resourceType: request.resourceType(),
          isNavigation: request.isNavigationRequest(),
          startedIn: start?.generation,
          seenAt: start?.at,
          failedAt: Date.now(),
        },
        { siteOrigin, document: documentGeneration, navigationTimes },
      );
      if (leftBehind) return;
      if (!isExpected('request-failed', request.url(), failure)) {
        problems.push(`request failed: ${request.method()} ${request.url()}: ${failure}`);
      }
    });
    page.on('response', (response: Response) => {
      const status = response.status();
      if (status < 400) return;
      const request = response.request();
      const url = response.url();
      if (
        status === 406 &&
        request.method() === 'GET' &&
        isMissingMembershipRow(url, siteInfo.backendURL)
      ) {
        pendingChecks.push(
          response
            .json()
            .then((body: { code?: string }) => {
              if (body.code !== 'PGRST116')
                problems.push(`HTTP 406 from ${url} that is not PGRST116: ${JSON.stringify(body)}`);
            })
            .catch(() => undefined),
        );
        return;
      }
      if (!isExpected('http-error', url, response.statusText(), status)) {
        problems.push(`HTTP ${status} ${response.statusText()}: ${request.method()} ${url}`);
      }
    });

    await provide(page);

    await Promise.all(pendingChecks);
    // Every key the site left behind must be listed in the registry (not checked on a page that
    // was closed, or that left the site, as Quick exit does).
    if (!page.isClosed() && page.url().startsWith(siteInfo.baseURL)) {
      const stored = await page
        .evaluate(() => ({
          local: Object.keys(window.localStorage),
          session: Object.keys(window.sessionStorage),
        }))
        .catch(() => ({ local: [], session: [] }));
      for (const area of ['local', 'session'] as const) {
        for (const key of stored[area]) {
          if (findStoredKey(key, area) === null) {
            problems.push(`${area}Storage key not listed in STORED_KEYS: ${key}`);
          }
        }
      }
    }
    expect(
      problems,
      'console errors, uncaught exceptions, failed requests and HTTP errors',
    ).toEqual([]);
  },
});

export { expect };
export type { Page };
