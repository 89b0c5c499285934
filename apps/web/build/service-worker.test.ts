import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHALLENGE_SLUGS } from '@harbor-help/challenges';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { routeManifest } from './entry-server';
import {
  OFFLINE_PAGE_URL,
  SPANISH_COPY_CACHE_PREFIX,
  SPANISH_OFFLINE_PAGE_URL,
} from './offline-pages.mjs';
import { offlinePaths, prerenderedPaths, writeRouteManifest } from './route-manifest.mjs';
import {
  assetsOf,
  measureOfflineCopy,
  measureSpanishCopy,
  offlineCopy,
  precachedUrls,
  readOfflinePaths,
  readSpanishOfflinePaths,
  spanishOfflineCopy,
  writeServiceWorker,
} from './service-worker.mjs';

// The manifest names each page by its source file, so it compiles every page module once: seconds
// on a busy machine, more than a test's 5 s. Later calls reuse the modules.
beforeAll(async () => {
  await routeManifest();
}, 60_000);

describe('the offline copy’s pages', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('are the route manifest’s offline routes, read from the built site', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'harbor-sw-'));
    const manifest = await routeManifest();
    writeRouteManifest(dir, manifest);
    const paths = readOfflinePaths(dir);
    expect(paths).toEqual(offlinePaths(manifest));
    expect([...paths].sort()).toEqual(
      [
        '/',
        '/get-help',
        '/resources',
        '/faq',
        '/safety-plan',
        '/my-list',
        // The Spanish home, help, FAQ, resources, list and safety plan pages (issue 25), from the
        // Spanish versions of /, /get-help, /faq, /resources, /my-list and /safety-plan.
        '/es',
        '/es/get-help',
        '/es/preguntas-frecuentes',
        '/es/recursos',
        '/es/mi-lista',
        '/es/plan-de-seguridad',
        ...CHALLENGE_SLUGS.map((slug) => `/challenges/${slug}`),
      ].sort(),
    );
    expect(paths).toContain('/challenges/poverty-challenge');
    // The copy in Spanish: every guide and check-in in Spanish, which the fixed set leaves out.
    expect([...readSpanishOfflinePaths(dir)].sort()).toEqual(
      CHALLENGE_SLUGS.map((slug) => `/es/temas/${slug}`).sort(),
    );
  });

  it('are all prerendered pages, so each has its HTML', async () => {
    const manifest = await routeManifest();
    const pages = prerenderedPaths(manifest);
    for (const path of offlinePaths(manifest)) expect(pages).toContain(path);
  });
});

/** How Vite's manifest names a guide's Spanish words (@harbor-help/challenges). */
const SPANISH_HUB_KEY = '../../packages/challenges/src/hubs/es/a-hub.ts';

/**
 * A small built site: two pages, the offline page, a guide in Spanish, a manifest of chunks, the
 * web app manifest.
 */
function fakeDist(dir: string) {
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  const page = (chunks: string[]) =>
    `<html><head><link rel="stylesheet" crossorigin href="/assets/index-a.css" /><link rel="apple-touch-icon" href="/icons/icon-192.png" /></head><body><div id="root"></div><script type="module" crossorigin src="/assets/index-a.js"></script>${chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/assets/${chunk}" />`).join('')}</body></html>`;
  write('index.html', page(['home-a.js']));
  write('faq/index.html', page(['faq-a.js']));
  write('donate/index.html', page(['donate-a.js']));
  write('offline.html', page(['offline-a.js']));
  write('es/offline.html', page(['offline-a.js']));
  write('es/guide/index.html', page(['guide-es-a.js']));
  write('manifest.webmanifest', '{}');
  write('icons/icon.svg', '<svg/>');
  write('sw.js', '');
  for (const file of [
    'index-a.js',
    'index-a.css',
    'react-a.js',
    'home-a.js',
    'faq-a.js',
    'donate-a.js',
    'offline-a.js',
    'start-offline-copy-a.js',
    'supabase-client-a.js',
    'blog-posts-a.js',
    'post-a.js',
    'hub-a.js',
    'guide-es-a.js',
    'hub-es-a.js',
  ])
    write(`assets/${file}`, `/* ${file} */ export {};`);
  write(
    '.vite/manifest.json',
    JSON.stringify({
      'index.html': {
        file: 'assets/index-a.js',
        css: ['assets/index-a.css'],
        isEntry: true,
        imports: ['_react-a.js'],
        dynamicImports: [
          'src/info/pages/home.tsx',
          'src/info/pages/faq.tsx',
          'src/donations/pages/donate.tsx',
          'src/app/supabase-client.ts',
          'src/offline/start-offline-copy.ts',
          'src/offline/hydrate-offline-page.tsx',
        ],
      },
      '_react-a.js': { file: 'assets/react-a.js' },
      'src/info/pages/home.tsx': { file: 'assets/home-a.js', imports: ['_blog-posts-a.js'] },
      '_blog-posts-a.js': {
        file: 'assets/blog-posts-a.js',
        dynamicImports: ['virtual:harbor-blog/post/a-post'],
      },
      'virtual:harbor-blog/post/a-post': { file: 'assets/post-a.js' },
      'src/info/pages/faq.tsx': {
        file: 'assets/faq-a.js',
        dynamicImports: ['hubs/a-hub.ts', SPANISH_HUB_KEY],
      },
      'hubs/a-hub.ts': { file: 'assets/hub-a.js' },
      'src/challenges/guide-es.tsx': {
        file: 'assets/guide-es-a.js',
        imports: ['_react-a.js'],
        dynamicImports: [SPANISH_HUB_KEY, 'src/app/supabase-client.ts'],
      },
      [SPANISH_HUB_KEY]: { file: 'assets/hub-es-a.js' },
      'src/donations/pages/donate.tsx': { file: 'assets/donate-a.js' },
      'src/app/supabase-client.ts': { file: 'assets/supabase-client-a.js' },
      'src/offline/start-offline-copy.ts': { file: 'assets/start-offline-copy-a.js' },
      'src/offline/hydrate-offline-page.tsx': { file: 'assets/offline-a.js' },
    }),
  );
}

describe('building the offline copy', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the files a page loads from its HTML', () => {
    expect(
      assetsOf(
        '<link rel="stylesheet" href="/assets/a.css"><script src="/assets/b.js"></script><link rel="canonical" href="https://x.example/assets/c.js"><link rel="modulepreload" crossorigin href="/assets/d.js" />',
      ),
    ).toEqual(['/assets/a.css', '/assets/b.js', '/assets/d.js']);
  });

  it('reads the files the entry loader starts after the first paint', () => {
    expect(
      assetsOf(
        '<script data-entry="/assets/index-a.js" data-preload="/assets/home-b.js /assets/x-c.js">(loader)</script><div data-preload="https://x.example/assets/d.js"></div>',
      ),
    ).toEqual(['/assets/index-a.js', '/assets/home-b.js', '/assets/x-c.js']);
  });

  it('takes its pages, what they load and lazily need, and leaves the rest of the site out', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'harbor-sw-'));
    fakeDist(dir);

    const copy = offlineCopy({ distDir: dir, paths: ['/', '/faq'] });

    expect(copy.pages).toEqual([
      { url: '/', file: '/index.html' },
      { url: '/faq', file: '/faq/index.html' },
      { url: OFFLINE_PAGE_URL, file: '/offline.html' },
      { url: SPANISH_OFFLINE_PAGE_URL, file: '/es/offline.html' },
    ]);
    expect(copy.assets).toEqual([
      '/assets/blog-posts-a.js',
      '/assets/faq-a.js',
      '/assets/home-a.js',
      '/assets/hub-a.js',
      '/assets/index-a.css',
      '/assets/index-a.js',
      '/assets/offline-a.js',
      '/assets/react-a.js',
      '/assets/start-offline-copy-a.js',
    ]);
    // Another page, supabase-js and the blog posts need a connection anyway.
    expect(copy.assets).not.toContain('/assets/donate-a.js');
    expect(copy.assets).not.toContain('/assets/supabase-client-a.js');
    expect(copy.assets).not.toContain('/assets/post-a.js');
    expect(copy.extras).toEqual(['/manifest.webmanifest', '/icons/icon.svg']);
  });

  it('keeps the guides in Spanish in a copy of their own, without what the fixed copy holds', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'harbor-sw-'));
    fakeDist(dir);
    const copy = offlineCopy({ distDir: dir, paths: ['/', '/faq'] });
    // The fixed copy leaves the guides' Spanish words out…
    expect(copy.assets).not.toContain('/assets/hub-es-a.js');

    const spanish = spanishOfflineCopy({ distDir: dir, copy, paths: ['/es/guide'] });

    expect(spanish.pages).toEqual([{ url: '/es/guide', file: '/es/guide/index.html' }]);
    // …the Spanish copy takes them, the page's own chunk, and nothing the fixed copy has (the
    // entry, React, the CSS) or that needs a connection anyway (supabase-js).
    expect(spanish.assets).toEqual(['/assets/guide-es-a.js', '/assets/hub-es-a.js']);
    expect(spanish.cache.startsWith(SPANISH_COPY_CACHE_PREFIX)).toBe(true);
    expect(measureSpanishCopy(dir, spanish).budget).toBe(200_000);

    // Named after what it holds: the same build, the same cache; a changed page, a new one.
    expect(spanishOfflineCopy({ distDir: dir, copy, paths: ['/es/guide'] }).cache).toBe(
      spanish.cache,
    );
    writeFileSync(path.join(dir, 'es/guide/index.html'), '<html lang="es">nuevo</html>');
    expect(spanishOfflineCopy({ distDir: dir, copy, paths: ['/es/guide'] }).cache).not.toBe(
      spanish.cache,
    );
  });

  it('refuses a page of the copy that the build did not prerender', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'harbor-sw-'));
    fakeDist(dir);
    expect(() => offlineCopy({ distDir: dir, paths: ['/', '/resources'] })).toThrow(
      /\/resources has no HTML file/,
    );
  });

  it('measures what a visitor downloads to install it', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'harbor-sw-'));
    fakeDist(dir);
    const copy = offlineCopy({ distDir: dir, paths: ['/'] });
    const size = measureOfflineCopy(dir, copy);
    expect(size.files.map(({ file }) => file)).toContain('/index.html');
    expect(size.gzip).toBeGreaterThan(0);
    expect(size.budget).toBe(600_000);
  });

  // workbox-build bundles the worker with Rollup and Terser: seconds, more on a busy machine.
  it('writes a Workbox service worker that precaches exactly the copy, pages with a revision', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'harbor-sw-'));
    fakeDist(dir);

    const first = await writeServiceWorker({
      distDir: dir,
      paths: ['/', '/faq'],
      spanishPaths: ['/es/guide'],
      log: () => {},
    });
    const source = readFileSync(path.join(dir, 'sw.js'), 'utf8');

    expect(first.count).toBe(
      first.copy.pages.length + first.copy.assets.length + first.copy.extras.length,
    );
    expect(new Set(precachedUrls(source))).toEqual(
      new Set([
        ...first.copy.pages.map(({ url }) => url),
        ...first.copy.assets,
        ...first.copy.extras,
      ]),
    );
    // Hashed files are their own revision; a page's revision is its content's.
    expect(source).toMatch(/\{url:"\/assets\/index-a\.js",revision:null\}/);
    const faqRevision = /\{url:"\/faq",revision:"([0-9a-f]+)"\}/.exec(source)?.[1];
    expect(faqRevision).toBeTruthy();
    // Other navigations: the network, and the offline page when it fails.
    expect(source).toContain('"navigate"===');
    expect(source).toContain('fallbackURL:"/offline.html"');
    // Under /es, the Spanish offline page (issue 25), matched first.
    expect(source.indexOf('fallbackURL:"/es/offline.html"')).toBeGreaterThan(-1);
    expect(source.indexOf('fallbackURL:"/es/offline.html"')).toBeLessThan(
      source.indexOf('fallbackURL:"/offline.html"'),
    );

    // The copy in Spanish: its part runs first, with its pages and files, and none of them is
    // precached (a device keeps them only once a page in Spanish asks).
    expect(source.startsWith('(function spanishCopyWorker(')).toBe(true);
    expect(source).toContain(
      `"pages":["/es/guide"],"assets":["/assets/guide-es-a.js","/assets/hub-es-a.js"]`,
    );
    expect(source).toContain(`"cache":"${first.spanish.cache}"`);
    expect(precachedUrls(source)).not.toContain('/es/guide');
    expect(precachedUrls(source)).not.toContain('/assets/hub-es-a.js');

    // A new deploy with a changed page gets a new revision for that page alone.
    writeFileSync(path.join(dir, 'faq/index.html'), '<html>new answers</html>');
    await writeServiceWorker({
      distDir: dir,
      paths: ['/', '/faq'],
      spanishPaths: ['/es/guide'],
      log: () => {},
    });
    const next = readFileSync(path.join(dir, 'sw.js'), 'utf8');
    const nextFaq = /\{url:"\/faq",revision:"([0-9a-f]+)"\}/.exec(next)?.[1];
    expect(nextFaq).toBeTruthy();
    expect(nextFaq).not.toBe(faqRevision);
    expect(/\{url:"\/",revision:"([0-9a-f]+)"\}/.exec(next)?.[1]).toBe(
      /\{url:"\/",revision:"([0-9a-f]+)"\}/.exec(source)?.[1],
    );
  }, 60_000);
});
