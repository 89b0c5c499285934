/**
 * When a failed request is the page's own loss, not a failure: fixtures.ts asks this for every
 * `requestfailed` event. No Playwright here, so it is unit-tested (left-behind.test.ts).
 *
 * Leaving a page (page.goto, a reload, location.replace, a link to another document) cancels what
 * that page still had in flight, and Chromium reports it as net::ERR_ABORTED. Journeys that move
 * on at once leave behind the idle-time chunks the page before had started to load (the time
 * zone reader and its worker, the offline copy's start, low-data mode). Nobody sees that: it is
 * not a failure. A request of the page on screen that fails, ERR_ABORTED or not, still is.
 *
 * Which page a request belongs to is read from the order of Playwright's events, and that order
 * is not exact: a browser-initiated navigation may commit in a new renderer process, and then the
 * old page's last requests can be reported after the new document's `framenavigated`. So a
 * request counts as left behind when
 *
 * 1. a main-frame navigation was asked for after it was seen (it belongs to an older document:
 *    `startedIn` < `document`), any kind of request; or
 * 2. it is one of the site's own scripts (same origin; a script, or a file under /assets/ ending
 *    in .js: chunks, modulepreloads, workers) and a main-frame navigation started or committed
 *    between OVERLAP_MS before it was seen and its failure: the two documents overlapped.
 *
 * Anything else is a problem: another origin's request, a navigation request, any other error
 * (ERR_FAILED, ERR_BLOCKED_BY_CSP, ERR_INTERNET_DISCONNECTED, an HTTP error), and an ERR_ABORTED
 * of a script when no navigation was near it.
 */

/** How far apart two documents' events can be reported (ms); generous for a loaded 2-core machine. */
export const OVERLAP_MS = 2_000;

export interface FailedRequest {
  /** Playwright's `request.failure().errorText`. */
  failure: string;
  url: string;
  /** Playwright's `request.resourceType()`. */
  resourceType: string;
  isNavigation: boolean;
  /** The document generation when the request was seen (undefined: it was not seen). */
  startedIn: number | undefined;
  /** When it was seen and when it failed (ms, the test's clock). */
  seenAt: number | undefined;
  failedAt: number;
}

export interface PageHistory {
  /** The site's origin (`http://127.0.0.1:4173`). */
  siteOrigin: string;
  /** The current document generation: one more for each main-frame navigation asked for. */
  document: number;
  /** When each main-frame navigation was asked for, and when each committed (ms, the test's clock). */
  navigationTimes: readonly number[];
}

const ABORTED = 'net::ERR_ABORTED';

/** One of the site's own scripts: a chunk, a modulepreload, a worker. */
export function isOwnScript(url: string, resourceType: string, siteOrigin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.origin !== siteOrigin) return false;
  return resourceType === 'script' || /^\/assets\/[^?#]+\.m?js$/.test(parsed.pathname);
}

/** Whether `request` was cancelled because its page was left (see the module comment). */
export function isLeftBehind(request: FailedRequest, page: PageHistory): boolean {
  if (request.failure !== ABORTED || request.isNavigation) return false;
  if (request.startedIn !== undefined && request.startedIn < page.document) return true;
  if (!isOwnScript(request.url, request.resourceType, page.siteOrigin)) return false;
  const from = (request.seenAt ?? request.failedAt) - OVERLAP_MS;
  return page.navigationTimes.some((time) => time >= from && time <= request.failedAt);
}
