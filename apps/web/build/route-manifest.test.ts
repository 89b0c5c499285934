import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHALLENGE_SLUGS } from '@harbor-help/challenges';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '../src/blog/blog-posts';
import { manifestRoutes, pathsWhere } from '../src/app/route-params';
import { MAIN_LAYOUT_ROUTES, STANDALONE_ROUTES, type RouteTable } from '../src/app/route-table';
import { SPANISH_PATHS, spanishPathOf } from '../src/app/spanish-paths';
import { renderPage, robotsTxt, routeManifest, sitemapXml } from './entry-server';
import {
  offlinePaths,
  prerenderedPaths,
  privatePaths,
  publicPaths,
  readRouteManifest,
  sitePaths,
  writeRouteManifest,
} from './route-manifest.mjs';

// The manifest names each page by its source file, so it compiles every page module once: seconds
// on a busy machine, more than a test's 5 s. Later calls reuse the modules.
beforeAll(async () => {
  await routeManifest();
}, 60_000);

const ROUTES = [...STANDALONE_ROUTES, ...MAIN_LAYOUT_ROUTES];
const page = () => import('../src/info/pages/faq');

describe('the route manifest (src/app/route-table.ts)', () => {
  it('has one route per path, each a path of its own with the values of its parameter', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of ROUTES) {
      expect(route.path).toMatch(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*(\/:slug)?)?$/);
      expect(route.path.includes(':'), route.path).toBe(route.params !== undefined);
    }
  });

  it('loads a page with a default export for every route', async () => {
    for (const route of ROUTES) {
      const module = await route.page();
      expect(typeof module.default, route.path).toBe('function');
    }
  });

  it('names each page by its source file, and every page file of src/*/pages/ has a route', async () => {
    const { routes } = await routeManifest();
    for (const route of routes)
      expect(route.page, route.pattern).toMatch(/^src\/[a-z]+\/pages\/[a-z-]+\.tsx$/);
    const pageFiles = Object.keys(
      import.meta.glob(['../src/*/pages/*.tsx', '!../src/*/pages/*.test.tsx']),
    ).map((file) => file.replace(/^\.\.\//, ''));
    expect([...new Set(routes.map((route) => route.page))].sort()).toEqual(pageFiles.sort());
    expect(routes.find((route) => route.pattern === '/faq')?.page).toBe('src/info/pages/faq.tsx');
  });

  it('spells out every challenge page and every blog post', () => {
    const routes = manifestRoutes();
    const byPattern = (pattern: string) => routes.find((route) => route.pattern === pattern);
    expect(byPattern('/challenges/:slug')?.paths).toEqual(
      CHALLENGE_SLUGS.map((slug) => `/challenges/${slug}`),
    );
    expect(byPattern('/challenges/:slug')?.otherValues).toBe('not-found');
    expect(byPattern('/blog/:slug')?.paths).toEqual(BLOG_POSTS.map((post) => `/blog/${post.slug}`));
    expect(byPattern('/blog/:slug')?.otherValues).toBe('page');
    expect(byPattern('/faq')).toMatchObject({ paths: ['/faq'], otherValues: null });
  });

  it('stops at a parameter without its values, or values without a parameter', () => {
    const table = (route: RouteTable[number]): RouteTable => [route];
    expect(() => manifestRoutes(table({ path: '/news/:slug', page }), [])).toThrow(
      'The route /news/:slug needs `params`',
    );
    expect(() => manifestRoutes(table({ path: '/news', page, params: 'blog-posts' }), [])).toThrow(
      'has `params` but not one parameter',
    );
  });

  it('marks the private pages, the offline copy and the pages check:reading measures', () => {
    expect(pathsWhere((route) => route.private)).toEqual([
      '/payment-success',
      '/payment-canceled',
      '/newsletter/confirm',
      '/download-bundle',
      '/share/your-story',
      '/staff',
      '/staff/members',
      '/staff/money',
      '/staff/audit',
      '/staff/team',
      '/staff/safety-protocol',
      // A Spanish page has its English route's flags.
      '/es/pago-completado',
      '/es/pago-cancelado',
      '/es/boletin/confirmar',
      '/es/descargar-paquetes',
      '/es/compartir/su-historia',
    ]);
    expect(pathsWhere((route) => route.offline && !route.pattern.includes(':'))).toEqual([
      '/faq',
      '/',
      '/resources',
      '/get-help',
      '/safety-plan',
      '/my-list',
      '/es/preguntas-frecuentes',
      '/es',
      '/es/recursos',
      '/es/get-help',
      '/es/plan-de-seguridad',
      '/es/mi-lista',
    ]);
    expect(pathsWhere((route) => route.reading)).toEqual([
      '/',
      '/resources',
      '/get-help',
      '/staying-safe-online',
      '/safety-plan',
      '/my-list',
      '/open-data',
      ...CHALLENGE_SLUGS.map((slug) => `/challenges/${slug}`),
      '/es',
      '/es/recursos',
      '/es/get-help',
      '/es/protegerse-en-internet',
      '/es/plan-de-seguridad',
      '/es/mi-lista',
      '/es/datos-abiertos',
      // Every guide and check-in in Spanish (issue 25), graded like its English page.
      ...CHALLENGE_SLUGS.map((slug) => `/es/temas/${slug}`),
    ]);
    // …but not in the offline copy (SPANISH_OUTSIDE_OFFLINE_COPY).
    expect(pathsWhere((route) => route.offline).filter((path) => path.includes('/temas/'))).toEqual(
      [],
    );
  });

  it('prerenders every page but the team console', () => {
    for (const route of manifestRoutes())
      expect(route.prerendered, route.pattern).toBe(route.layout !== 'staff');
  });

  it('keeps the team console out of the prerender, the sitemap, the offline copy and the index', async () => {
    const manifest = await routeManifest();
    const staff = manifest.routes.filter((route) => route.layout === 'staff');
    expect(staff.map((route) => route.pattern)).toContain('/staff');
    for (const route of staff) {
      expect(route.pattern.startsWith('/staff'), route.pattern).toBe(true);
      expect(prerenderedPaths(manifest)).not.toContain(route.pattern);
      expect(offlinePaths(manifest)).not.toContain(route.pattern);
      expect(publicPaths(manifest)).not.toContain(route.pattern);
    }
    expect(sitemapXml(manifest, 'https://harbor.example')).not.toContain('/staff');
    expect(robotsTxt(manifest, 'https://harbor.example')).toContain('Disallow: /staff\n');
    // The host answers it with the app shell (noindex), never a file of its own.
    expect(sitePaths(manifest)).toContain('/staff');
  });

  it('makes the console one private, unprerendered prefix; refuses one offline, graded or without its prefix', () => {
    const staffRoute = (route: Partial<RouteTable[number]>) =>
      manifestRoutes([], [], [{ path: '/staff/*', page, ...route }]);
    // Whatever its line says: private, not prerendered.
    expect(staffRoute({ private: false, prerendered: true })[0]).toMatchObject({
      pattern: '/staff',
      layout: 'staff',
      private: true,
      prerendered: false,
      offline: false,
      reading: false,
    });
    for (const route of [{ path: '/staff' }, { offline: true }, { reading: true }])
      expect(() => staffRoute(route), JSON.stringify(route)).toThrow(
        'must be one prefix, `/staff/*`, never offline or reading',
      );
  });

  it('flags a new route with one line: defaults for what it leaves out', () => {
    const [route] = manifestRoutes([], [{ path: '/example', page }], []);
    expect(route).toEqual({
      pattern: '/example',
      layout: 'main',
      paths: ['/example'],
      otherValues: null,
      private: false,
      prerendered: true,
      offline: false,
      reading: false,
      locale: 'en',
      alternate: null,
    });
  });
});

describe('the Spanish pages the manifest generates (issue 25)', () => {
  it('generates /es/get-help from /get-help, each naming the other as its alternate', () => {
    const routes = manifestRoutes();
    const english = routes.find((route) => route.pattern === '/get-help');
    const spanish = routes.find((route) => route.pattern === '/es/get-help');
    expect(english).toMatchObject({
      locale: 'en',
      alternate: { locale: 'es', paths: ['/es/get-help'] },
    });
    expect(spanish).toMatchObject({
      layout: 'main',
      paths: ['/es/get-help'],
      locale: 'es',
      alternate: { locale: 'en', paths: ['/get-help'] },
      // The English route's flags: in the offline copy and graded (in Spanish).
      offline: true,
      reading: true,
      private: false,
      prerendered: true,
    });
  });

  it('gives a Spanish page only to the routes in spanish-paths.ts: no half-English page under /es/', () => {
    const spanish = manifestRoutes().filter((route) => route.locale === 'es');
    const marked = ROUTES.flatMap((route) => spanishPathOf(route.path) ?? []);
    expect(marked).toHaveLength(Object.keys(SPANISH_PATHS).length);
    expect(spanish.map((route) => route.pattern)).toEqual(marked);
    for (const route of manifestRoutes())
      expect(
        route.paths.every((path) => path === '/es' || path.startsWith('/es/')),
        route.pattern,
      ).toBe(route.locale === 'es');
  });

  it('maps a translated slug and spells out a parameter in both languages', () => {
    const routes = manifestRoutes(
      [],
      [
        { path: '/clear-device', page },
        { path: '/challenges/:slug', page, params: 'challenges' },
      ],
      [],
      { '/clear-device': '/es/borrar-datos', '/challenges/:slug': '/es/retos/:slug' },
    );
    expect(routes.map((route) => [route.pattern, route.locale])).toEqual([
      ['/clear-device', 'en'],
      ['/challenges/:slug', 'en'],
      ['/es/borrar-datos', 'es'],
      ['/es/retos/:slug', 'es'],
    ]);
    expect(routes[2]?.alternate).toEqual({ locale: 'en', paths: ['/clear-device'] });
    expect(routes[3]?.paths).toEqual(CHALLENGE_SLUGS.map((slug) => `/es/retos/${slug}`));
    expect(routes[1]?.alternate?.paths).toEqual(routes[3]?.paths);
    expect(() =>
      manifestRoutes([], [{ path: '/challenges/:slug', page, params: 'challenges' }], [], {
        '/challenges/:slug': '/es/retos',
      }),
    ).toThrow('must have the parameters of /challenges/:slug');
  });

  it('prerenders an English page’s language link to its Spanish version, and no page for an unknown /es path', async () => {
    const privacy = await renderPage('/privacy');
    expect(privacy.html).toMatch(/<a href="\/es\/privacidad" hrefLang="es" lang="es">Español<\/a>/);
    // Every public page has its Spanish version now; the link of a page without one ("Ayuda en
    // español", to /es/get-help) is tested in src/app/language.test.tsx.
    const stories = await renderPage('/stories');
    expect(stories.html).toMatch(/<a href="\/es\/historias" hrefLang="es" lang="es">Español<\/a>/);
    await expect(renderPage('/es/no-existe')).rejects.toThrow(
      'is not a page of the route manifest',
    );
  }, 30_000);

  it('lists both languages in sitemap.xml, each with its hreflang pair and x-default', async () => {
    const manifest = await routeManifest();
    const sitemap = sitemapXml(manifest, 'https://harbor.example');
    for (const loc of ['https://harbor.example/get-help', 'https://harbor.example/es/get-help']) {
      const entry = sitemap.split('<url>').find((part) => part.includes(`<loc>${loc}</loc>`)) ?? '';
      expect(entry, loc).toContain(
        '<xhtml:link rel="alternate" hreflang="en" href="https://harbor.example/get-help" />',
      );
      expect(entry, loc).toContain(
        '<xhtml:link rel="alternate" hreflang="es" href="https://harbor.example/es/get-help" />',
      );
      expect(entry, loc).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://harbor.example/get-help" />',
      );
    }
    // A page without a Spanish version names no alternate (every public page has one now: here
    // /stories is given none).
    const withoutSpanish = {
      ...manifest,
      routes: manifest.routes.map((route) =>
        route.pattern === '/stories' ? { ...route, alternate: null } : route,
      ),
    };
    const stories =
      sitemapXml(withoutSpanish, 'https://harbor.example')
        .split('<url>')
        .find((part) => part.includes('/stories</loc>')) ?? '';
    expect(stories).toContain('<loc>https://harbor.example/stories</loc>');
    expect(stories).not.toContain('hreflang');
  });
});

describe('the route manifest as the build writes it (dist/.vite/route-manifest.json)', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads back as written, with the paths each step takes', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'harbor-route-manifest-'));
    const manifest = await routeManifest();
    writeRouteManifest(dir, manifest);
    const read = readRouteManifest(dir);
    expect(read).toEqual(manifest);

    const all = manifestRoutes().flatMap((route) => route.paths);
    const staff = manifestRoutes()
      .filter((route) => route.layout === 'staff')
      .flatMap((route) => route.paths);
    expect(prerenderedPaths(read)).toEqual(all.filter((p) => !staff.includes(p)));
    expect(publicPaths(read)).toEqual(all.filter((p) => !privatePaths(read).includes(p)));
    expect(offlinePaths(read)).toContain('/challenges/mental-health');
    // The host: every page, and any other blog post, in English or Spanish (its own page says it
    // can't find it), after the posts it knows.
    const lastSpanishPost = all.findLastIndex((p) => p.startsWith('/es/blog/'));
    expect(sitePaths(read)).toEqual([
      ...all.slice(0, all.indexOf('/privacy')),
      '/blog/:slug',
      ...all.slice(all.indexOf('/privacy'), lastSpanishPost + 1),
      '/es/blog/:slug',
      ...all.slice(lastSpanishPost + 1),
    ]);
  });

  it('gives the sitemap every public page and robots.txt the private ones', async () => {
    const manifest = await routeManifest();
    const site = 'https://harbor.example';
    const sitemap = sitemapXml(manifest, site);
    expect(sitemap).toContain('<loc>https://harbor.example/</loc>');
    expect(sitemap).toContain('<loc>https://harbor.example/challenges/mental-health</loc>');
    expect(sitemap).toContain('<loc>https://harbor.example/blog/asking-for-help</loc>');
    expect(sitemap).not.toContain('payment-success');
    expect(sitemap.match(/<loc>/g)).toHaveLength(publicPaths(manifest).length);
    const robots = robotsTxt(manifest, site);
    for (const path of privatePaths(manifest)) expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain('Sitemap: https://harbor.example/sitemap.xml');
  });
});
