import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHALLENGE_SLUGS } from '@harbor-help/challenges';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseAllHeaders } from 'netlify-headers-parser';
import { parseAllRedirects } from 'netlify-redirect-parser';
import { routeManifest } from './entry-server';
import {
  buildRules,
  contentSecurityPolicy,
  inlineScriptHashes,
  matchPattern,
  noCachePatterns,
  renderHeaders,
  writeHostingRules,
} from './hosting-rules.mjs';
import { sitePaths as manifestSitePaths, writeRouteManifest } from './route-manifest.mjs';
import { headersFor, parseHeadersFile, parseRedirectsFile } from './static-server.mjs';

// The manifest names each page by its source file, so it compiles every page module once: seconds
// on a busy machine, more than a test's 5 s. Later calls reuse the modules.
beforeAll(async () => {
  await routeManifest();
}, 60_000);

const BACKEND = 'https://abcdefgh.supabase.co';

describe('the paths a host answers as pages', () => {
  it('are the route manifest’s: every hub and post; any other blog slug keeps the blog page', async () => {
    const paths = manifestSitePaths(await routeManifest());
    for (const slug of CHALLENGE_SLUGS) expect(paths).toContain(`/challenges/${slug}`);
    expect(paths).not.toContain('/challenges/:slug');
    expect(paths).toContain('/blog/asking-for-help');
    expect(paths.indexOf('/blog/:slug')).toBeGreaterThan(paths.indexOf('/blog/asking-for-help'));
    expect(paths).toContain('/payment-success');
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('the Content-Security-Policy', () => {
  it('allows the configured backend and nothing inline', () => {
    const csp = contentSecurityPolicy({ supabaseUrl: `${BACKEND}/` });
    expect(csp).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
        `font-src 'self'; connect-src 'self' ${BACKEND}; worker-src 'self'; manifest-src 'self'; ` +
        "form-action 'self' https://checkout.stripe.com; " +
        "frame-ancestors 'none'; base-uri 'none'; object-src 'none'; upgrade-insecure-requests",
    );
    expect(csp).not.toMatch(/unsafe/);
  });

  it('adds the realtime socket only when asked, and no backend when none is configured', () => {
    expect(contentSecurityPolicy({ supabaseUrl: BACKEND, realtime: true })).toContain(
      `connect-src 'self' ${BACKEND} wss://abcdefgh.supabase.co;`,
    );
    expect(contentSecurityPolicy({ supabaseUrl: 'not a url' })).toContain("connect-src 'self';");
    expect(contentSecurityPolicy({})).toContain("connect-src 'self';");
  });

  it('hashes inline scripts, not external ones', () => {
    const body = 'window.harbor = 1;';
    const expected = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    const html = `<script type="module" src="/assets/a.js"></script><SCRIPT>${body}</SCRIPT>`;
    expect(inlineScriptHashes(html)).toEqual([expected]);
    expect(contentSecurityPolicy({ scriptHashes: [expected, expected] })).toContain(
      `script-src 'self' ${expected};`,
    );
  });
});

describe('matching paths', () => {
  it('reads :placeholders as one segment and * as the rest', () => {
    expect(matchPattern('/blog/:slug', '/blog/a-post')).toEqual({ slug: 'a-post' });
    expect(matchPattern('/blog/:slug', '/blog/a/b')).toBeNull();
    expect(matchPattern('/assets/*', '/assets/x/y.js')).toEqual({ splat: 'x/y.js' });
    expect(matchPattern('/', '/faq')).toBeNull();
    expect(matchPattern('/a.b', '/aXb')).toBeNull();
  });

  it('gives no-cache to every page and feed, never to a hashed asset', () => {
    const patterns = noCachePatterns(['/', '/faq', '/products/membership/vip', '/rss.xml']);
    for (const sitePath of ['/', '/faq', '/faq/', '/rss.xml', '/products/membership/vip'])
      expect(
        patterns.some((pattern) => matchPattern(pattern, sitePath)),
        sitePath,
      ).toBe(true);
    expect(patterns.some((pattern) => matchPattern(pattern, '/assets/index-abc.js'))).toBe(false);
  });
});

describe('the rules for a build', () => {
  const files = ['/index.html', '/assets/index-abc.js', '/assets/index-abc.css', '/404.html'];
  const sitePaths = ['/', '/faq', '/login', '/blog/:slug'];

  it('puts every path without a file of its own on the app shell', () => {
    const rules = buildRules({ files, sitePaths, htmlByFile: {}, supabaseUrl: BACKEND });
    expect(rules.served).toEqual([['/', '/index.html']]);
    expect(rules.redirects).toEqual([
      { from: '/faq', to: '/index.html', status: 200 },
      { from: '/login', to: '/index.html', status: 200 },
      { from: '/blog/:slug', to: '/index.html', status: 200 },
    ]);
  });

  it('serves prerendered pages as their own files and prefers shell.html for the rest', () => {
    const rules = buildRules({
      files: [...files, '/faq/index.html', '/shell.html'],
      sitePaths,
      htmlByFile: {
        '/faq/index.html': '<script>hydrate()</script>',
        '/shell.html': '<script src="/assets/index-abc.js"></script>',
      },
    });
    expect(rules.served).toEqual([
      ['/', '/index.html'],
      ['/faq', '/faq/index.html'],
    ]);
    expect(rules.redirects.map(({ to }) => to)).toEqual(['/shell.html', '/shell.html']);
    expect(rules.scriptHashes).toHaveLength(1);
    expect(rules.csp).toContain(`script-src 'self' ${rules.scriptHashes[0]};`);
  });

  it('refuses headers a host would not read', () => {
    const long = `'sha256-${'a'.repeat(43)}='`;
    expect(() =>
      renderHeaders([
        { pattern: '/*', headers: [['Content-Security-Policy', Array(40).fill(long).join(' ')]] },
      ]),
    ).toThrow(/longer than a host reads/);
    expect(() =>
      renderHeaders(Array.from({ length: 101 }, (_, i) => ({ pattern: `/${i}`, headers: [] }))),
    ).toThrow(/at most 100/);
  });

  it("gives the offline copy's service worker, its offline page and the app manifest no-cache", () => {
    const rules = buildRules({
      files: [...files, '/sw.js', '/offline.html', '/manifest.webmanifest', '/icons/icon-192.png'],
      sitePaths,
      htmlByFile: {},
      supabaseUrl: BACKEND,
    });
    for (const file of ['/sw.js', '/offline.html', '/manifest.webmanifest'])
      expect(headersFor(rules.headers, file)['Cache-Control'], file).toBe('no-cache');
    expect(headersFor(rules.headers, '/assets/index-abc.js')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(rules.csp).toContain("worker-src 'self'; manifest-src 'self'");
  });

  it('refuses a rule set that would give a hashed asset no-cache', () => {
    expect(() =>
      buildRules({ files, sitePaths: ['/assets/x'], htmlByFile: {}, supabaseUrl: BACKEND }),
    ).toThrow(/hashed asset/);
  });
});

describe('writing the rules into dist', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes _headers, _redirects, a 404 page and robots.txt that read back as written', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'harbor-rules-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<div id="root"></div>');
    writeFileSync(path.join(dir, 'assets', 'index-abc.js'), 'export {};');
    writeFileSync(path.join(dir, 'rss.xml'), '<rss/>');
    writeRouteManifest(dir, await routeManifest());

    const rules = writeHostingRules({ distDir: dir, supabaseUrl: BACKEND });

    const headers = parseHeadersFile(readFileSync(path.join(dir, '_headers'), 'utf8'));
    expect(headers).toEqual(rules.headers);
    const all = Object.fromEntries(headers[0]?.headers ?? []);
    expect(headers[0]?.pattern).toBe('/*');
    expect(Object.keys(all)).toEqual([
      'Content-Security-Policy',
      'Referrer-Policy',
      'X-Content-Type-Options',
      'X-Frame-Options',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
      'Strict-Transport-Security',
    ]);
    expect(all['Permissions-Policy']).toMatch(
      /camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\)/,
    );
    expect(all['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers[1]).toEqual({
      pattern: '/assets/*',
      headers: [['Cache-Control', 'public, max-age=31536000, immutable']],
    });

    const redirects = parseRedirectsFile(readFileSync(path.join(dir, '_redirects'), 'utf8'));
    expect(redirects).toEqual(rules.redirects);
    expect(redirects).toContainEqual({ from: '/login', to: '/index.html', status: 200 });
    expect(redirects).toContainEqual({
      from: '/challenges/mental-health',
      to: '/index.html',
      status: 200,
    });

    const notFound = readFileSync(path.join(dir, '404.html'), 'utf8');
    expect(notFound).toContain('<meta http-equiv="refresh" content="0; url=/" />');
    expect(notFound).toContain('<a href="/">');
    expect(notFound).not.toMatch(/<script|style=/);
    expect(readFileSync(path.join(dir, 'robots.txt'), 'utf8')).toMatch(/^User-agent: \*/);
  });

  it("reads back the same through Netlify's own parsers, without an error", async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'harbor-rules-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, 'faq'));
    mkdirSync(path.join(dir, 'challenges', 'mental-health'), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), '<script>window.early = 1;</script>');
    writeFileSync(path.join(dir, 'shell.html'), '<div id="root"></div>');
    writeFileSync(path.join(dir, 'faq', 'index.html'), '<div id="root"></div>');
    writeFileSync(path.join(dir, 'challenges', 'mental-health', 'index.html'), '<p></p>');
    writeFileSync(path.join(dir, 'assets', 'index-abc.js'), 'export {};');
    writeFileSync(path.join(dir, 'rss.xml'), '<rss/>');
    writeRouteManifest(dir, await routeManifest());
    const rules = writeHostingRules({ distDir: dir, supabaseUrl: BACKEND });
    expect(rules.redirects.length).toBeGreaterThan(10);

    const netlifyHeaders = await parseAllHeaders({
      // Its declarations type the list of files as never[]; it takes paths.
      headersFiles: [path.join(dir, '_headers')] as never[],
      netlifyConfigPath: undefined,
    });
    expect(netlifyHeaders.errors).toEqual([]);
    expect(
      netlifyHeaders.headers.map((rule) => ({
        pattern: rule.for,
        headers: Object.entries(rule.values),
      })),
    ).toEqual(rules.headers);

    const netlifyRedirects = await parseAllRedirects({
      redirectsFiles: [path.join(dir, '_redirects')],
      configRedirects: [],
      minimal: false,
    });
    expect(netlifyRedirects.errors).toEqual([]);
    expect(
      (
        netlifyRedirects.redirects as { from: string; to: string; status: number; force: boolean }[]
      ).map(({ from, to, status, force }) => ({ from, to, status, force })),
    ).toEqual(rules.redirects.map((rule) => ({ ...rule, force: false })));
  });

  it('keeps a 404 page and robots.txt the build wrote', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'harbor-rules-'));
    writeFileSync(path.join(dir, 'index.html'), '<div id="root"></div>');
    writeFileSync(path.join(dir, '404.html'), 'prerendered 404');
    writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nSitemap: /sitemap.xml\n');
    writeHostingRules({ distDir: dir, sitePaths: ['/'] });
    expect(readFileSync(path.join(dir, '404.html'), 'utf8')).toBe('prerendered 404');
    expect(readFileSync(path.join(dir, 'robots.txt'), 'utf8')).toContain('Sitemap');
  });

  it('refuses a folder with no build in it, or no route manifest', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'harbor-rules-'));
    expect(() => writeHostingRules({ distDir: dir, sitePaths: ['/'] })).toThrow(/build the site/);
    writeFileSync(path.join(dir, 'index.html'), '<div id="root"></div>');
    expect(() => writeHostingRules({ distDir: dir })).toThrow(
      /no \.vite\/route-manifest\.json: build the site/,
    );
  });
});

describe('buildRules and file names no host serves', () => {
  it('stops the build on a file whose name begins with "_" (the static server and hosts refuse it)', () => {
    expect(() =>
      buildRules({
        files: ['/index.html', '/assets/_8b-d52.js'],
        sitePaths: ['/'],
        htmlByFile: {},
        supabaseUrl: BACKEND,
      }),
    ).toThrow(/no host serves.*\/assets\/_8b-d52\.js/);
  });
});
