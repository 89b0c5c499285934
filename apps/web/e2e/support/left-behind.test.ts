// The fixture's rule for requests cancelled by leaving a page (fixtures.ts), as a unit.
import { describe, expect, it } from 'vitest';
import { isLeftBehind, isOwnScript, OVERLAP_MS, type FailedRequest } from './left-behind';

const site = 'http://127.0.0.1:4173';
const chunk = `${site}/assets/read-time-zone-AbC123.js`;

/** A request of the second document (generation 2), seen at 10 s, failed at 10.1 s. */
function request(overrides: Partial<FailedRequest> = {}): FailedRequest {
  return {
    failure: 'net::ERR_ABORTED',
    url: chunk,
    resourceType: 'script',
    isNavigation: false,
    startedIn: 2,
    seenAt: 10_000,
    failedAt: 10_100,
    ...overrides,
  };
}

describe('a request cancelled by leaving its page', () => {
  it('is left behind when a later navigation was asked for (any request of an older document)', () => {
    const page = { siteOrigin: site, document: 3, navigationTimes: [10_050] };
    expect(isLeftBehind(request(), page)).toBe(true);
    expect(
      isLeftBehind(
        request({ url: 'http://127.0.0.1:54321/rest/v1/resources', resourceType: 'fetch' }),
        page,
      ),
    ).toBe(true);
  });

  it("is left behind when one of the site's scripts is reported after the next page committed (events out of order)", () => {
    // The navigation was asked for at 9.9 s and committed at 9.95 s; the old page's chunk was
    // reported at 10 s, as if it were the new page's, and failed at 10.1 s.
    const page = { siteOrigin: site, document: 2, navigationTimes: [9_900, 9_950] };
    expect(isLeftBehind(request(), page)).toBe(true);
    // A worker script or a modulepreload, under /assets/.
    expect(
      isLeftBehind(
        request({ url: `${site}/assets/time-zone.worker-x1.js`, resourceType: 'other' }),
        page,
      ),
    ).toBe(true);
  });

  it('is left behind when it was never seen, but failed as a navigation happened', () => {
    const page = { siteOrigin: site, document: 2, navigationTimes: [10_000] };
    expect(isLeftBehind(request({ startedIn: undefined, seenAt: undefined }), page)).toBe(true);
  });
});

describe('a real failure is still a failure', () => {
  const afterNavigation = { siteOrigin: site, document: 2, navigationTimes: [9_900, 9_950] };

  it('a chunk of the page on screen aborted with no navigation near it', () => {
    const page = { siteOrigin: site, document: 2, navigationTimes: [1_000, 1_200] };
    expect(isLeftBehind(request(), page)).toBe(false);
    expect(isLeftBehind(request({ seenAt: 1_200 + OVERLAP_MS + 1 }), page)).toBe(false);
    // The first page of a test: no page was left.
    expect(
      isLeftBehind(request({ startedIn: 1 }), {
        siteOrigin: site,
        document: 1,
        navigationTimes: [],
      }),
    ).toBe(false);
  });

  it('any other error of a chunk, even right after a navigation', () => {
    for (const failure of [
      'net::ERR_FAILED',
      'net::ERR_BLOCKED_BY_CSP',
      'net::ERR_INTERNET_DISCONNECTED',
      'net::ERR_CONNECTION_REFUSED',
    ]) {
      expect(isLeftBehind(request({ failure }), afterNavigation)).toBe(false);
    }
  });

  it("another origin's request, or something not a script, of the page on screen", () => {
    expect(
      isLeftBehind(
        request({ url: 'http://127.0.0.1:54321/rest/v1/resources', resourceType: 'fetch' }),
        afterNavigation,
      ),
    ).toBe(false);
    expect(
      isLeftBehind(request({ url: 'https://cdn.example.com/assets/x.js' }), afterNavigation),
    ).toBe(false);
    expect(
      isLeftBehind(request({ url: `${site}/api/thing`, resourceType: 'fetch' }), afterNavigation),
    ).toBe(false);
  });

  it('a navigation request that was aborted', () => {
    expect(
      isLeftBehind(
        request({
          url: `${site}/about`,
          resourceType: 'document',
          isNavigation: true,
          startedIn: 1,
        }),
        { siteOrigin: site, document: 2, navigationTimes: [10_000] },
      ),
    ).toBe(false);
  });
});

describe('isOwnScript', () => {
  it("is the site's scripts and files under /assets/ ending in .js", () => {
    expect(isOwnScript(chunk, 'script', site)).toBe(true);
    expect(isOwnScript(`${site}/sw.js`, 'script', site)).toBe(true);
    expect(isOwnScript(`${site}/assets/index-1.js`, 'other', site)).toBe(true);
    expect(isOwnScript(`${site}/assets/index-1.css`, 'stylesheet', site)).toBe(false);
    expect(isOwnScript('http://127.0.0.1:4174/assets/index-1.js', 'script', site)).toBe(false);
    expect(isOwnScript('not a url', 'script', site)).toBe(false);
  });
});
