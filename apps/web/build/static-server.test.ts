import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeHostingRules } from './hosting-rules.mjs';
import {
  forLoopback,
  headersFor,
  parseHeadersFile,
  startStaticServer,
  type StaticServer,
} from './static-server.mjs';

const BACKEND = 'http://127.0.0.1:54321';

describe('serving a build by its rules', () => {
  let dir = '';
  let server: StaticServer;
  const get = (sitePath: string, init?: RequestInit) =>
    fetch(`${server.url}${sitePath}`, { redirect: 'manual', ...init });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'harbor-serve-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, 'faq'));
    writeFileSync(path.join(dir, 'index.html'), '<title>shell</title><div id="root"></div>');
    writeFileSync(path.join(dir, 'faq', 'index.html'), '<title>faq</title>');
    writeFileSync(
      path.join(dir, 'assets', 'index-abc.js'),
      `export const x = '${'x'.repeat(4000)}';`,
    );
    writeFileSync(path.join(dir, 'rss.xml'), '<rss/>');
    mkdirSync(path.join(dir, 'es'));
    writeFileSync(path.join(dir, 'es', 'index.html'), '<title>es</title>');
    writeFileSync(
      path.join(dir, 'es', '404.html'),
      '<html lang="es"><meta http-equiv="refresh" content="0; url=/es" />',
    );
    writeHostingRules({
      distDir: dir,
      supabaseUrl: BACKEND,
      sitePaths: ['/', '/faq', '/login', '/blog/a-post', '/blog/:slug'],
    });
    server = await startStaticServer({ root: dir, port: 0 });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers / with its file and the security headers, adapted to http loopback', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>shell</title>');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`connect-src 'self' ${BACKEND}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('serves a prerendered page as its own file, with or without the slash', async () => {
    for (const sitePath of ['/faq', '/faq/']) {
      const response = await get(sitePath);
      expect(response.status, sitePath).toBe(200);
      expect(await response.text(), sitePath).toBe('<title>faq</title>');
      expect(response.headers.get('cache-control'), sitePath).toBe('no-cache');
    }
  });

  it('gives client-only pages the app shell with 200, query strings and all', async () => {
    for (const sitePath of [
      '/login',
      '/login/',
      '/login?mode=reset',
      '/blog/a-post',
      '/blog/gone',
    ]) {
      const response = await get(sitePath);
      expect(response.status, sitePath).toBe(200);
      expect(await response.text(), sitePath).toContain('<title>shell</title>');
    }
  });

  it('answers an unknown path 404 with the page that sends the visitor to /', async () => {
    for (const sitePath of ['/nope', '/challenges/unknown', '/faq/more', '/blog/a/b']) {
      const response = await get(sitePath);
      expect(response.status, sitePath).toBe(404);
      expect(await response.text(), sitePath).toContain('url=/');
      expect(response.headers.get('content-security-policy'), sitePath).toContain(
        "default-src 'self'",
      );
    }
  });

  it('answers an unknown path under /es 404 with the Spanish page that sends the visitor to /es (issue 25)', async () => {
    for (const sitePath of ['/es/nope', '/es/a/b', '/es/no-existe/']) {
      const response = await get(sitePath);
      expect(response.status, sitePath).toBe(404);
      const text = await response.text();
      expect(text, sitePath).toContain('url=/es"');
      expect(text, sitePath).toContain('lang="es"');
    }
    expect((await get('/es')).status).toBe(200);
    // A path that only starts like it is not under /es.
    expect(await (await get('/espanol')).text()).toContain('url=/');
    expect(await (await get('/espanol')).text()).not.toContain('url=/es');
  });

  it('caches hashed assets for a year, compresses them, and revalidates with an ETag', async () => {
    const response = await get('/assets/index-abc.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect((await response.text()).length).toBeGreaterThan(4000);
    const etag = response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/assets/index-abc.js', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('never serves the rules, nor anything outside the folder', async () => {
    for (const sitePath of [
      '/_headers',
      '/_redirects',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2fpackage.json',
    ])
      expect((await get(sitePath)).status, sitePath).toBe(404);
  });

  it('answers only GET and HEAD', async () => {
    expect((await get('/', { method: 'POST', body: 'x' })).status).toBe(405);
    const head = await get('/faq', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('reading _headers', () => {
  const rules = parseHeadersFile(
    '# comment\n/*\n  X-One: a\n  Cache-Control: no-cache\n\n/assets/*\n  Cache-Control: immutable\n',
  );

  it('applies every matching rule, joining a header two rules set', () => {
    expect(headersFor(rules, '/faq')).toEqual({ 'X-One': 'a', 'Cache-Control': 'no-cache' });
    expect(headersFor(rules, '/assets/a.js')).toEqual({
      'X-One': 'a',
      'Cache-Control': 'no-cache, immutable',
    });
  });

  it('keeps HSTS and upgrade-insecure-requests over https, and adds loopback origins', () => {
    const production = {
      'Content-Security-Policy': "connect-src 'self'; upgrade-insecure-requests",
      'Strict-Transport-Security': 'max-age=1',
    };
    expect(forLoopback(production, { secure: true })).toEqual(production);
    expect(forLoopback(production, { secure: false, connectSrc: [BACKEND] })).toEqual({
      'Content-Security-Policy': `connect-src 'self' ${BACKEND}`,
    });
  });
});
