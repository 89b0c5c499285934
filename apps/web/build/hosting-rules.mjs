#!/usr/bin/env node
// Writes the hosting rules of the built site into apps/web/dist (or the folder given as the first
// argument): `_headers` and `_redirects` in the format Netlify and Cloudflare Pages both read,
// and a `404.html` (plus a `robots.txt`) when the build wrote none. It is the last step of
// `pnpm --filter @harbor-help/web build`, after Vite and any prerendering, because it hashes every
// inline <script> of every HTML file for the Content-Security-Policy.
//
// - Every HTML file in dist is served as its own file for its path (`faq/index.html` for /faq).
// - Every path of the route manifest (src/app/route-table.ts, read from the JSON the prerender
//   wrote, dist/.vite/route-manifest.json) without a file of its own gets the app shell
//   (`shell.html` when the build wrote one, else `index.html`) with status 200; so does any other
//   post of the blog (its route says other values are still its page).
// - Any other path gets `404.html` with status 404, which sends the visitor to `/` (spec: "Any
//   other path redirects to /"); search engines do not index a 404 as content.
// - The Content-Security-Policy is built from VITE_SUPABASE_URL (read like Vite reads it: the
//   environment, then .env files), so a deploy cannot forget the backend.
//
// The same rules as an nginx snippet: docs/deploy.md. `node build/static-server.mjs` serves dist
// by these files, as `pnpm start` and the browser tests do.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRouteManifest, sitePaths as manifestSitePaths } from './route-manifest.mjs';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Stripe Checkout, where buyers are sent to pay. */
export const CHECKOUT_ORIGIN = 'https://checkout.stripe.com';

/** Hashed build output (Vite's `build.assetsDir`): safe to cache for a year. */
export const ASSETS_PREFIX = '/assets/';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The open data (build/open-data.mjs): JSON any site or app may fetch, so served as JSON with
 * `Access-Control-Allow-Origin: *` (public data, no cookies or credentials involved), and
 * revalidated on each use, as a new deploy republishes it.
 */
export const OPEN_DATA_PATTERN = '/open-data/hsds/*';
export const NO_CACHE = 'no-cache';

/**
 * Browser features Harbor never uses: all denied to the site and anything it embeds. Only names
 * Chromium knows (it logs every unknown one; the browser tests fail on that).
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/**
 * Every file under `dir`, as site paths ('/faq/index.html'), sorted.
 * @param {string} dir
 * @returns {string[]}
 */
export function listFiles(dir) {
  /** @type {string[]} */
  const files = [];
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else files.push(`/${child}`);
    }
  };
  walk('');
  return files.sort();
}

/**
 * The HTML file a static host serves for a path without any rule, if the build wrote one:
 * `/` -> /index.html, `/faq` -> /faq/index.html or /faq.html.
 * @param {string} sitePath
 * @param {Set<string>} files
 * @returns {string | null}
 */
export function ownFileFor(sitePath, files) {
  const trimmed = sitePath.replace(/\/+$/, '');
  const candidates =
    trimmed === '' ? ['/index.html'] : [`${trimmed}/index.html`, `${trimmed}.html`];
  return candidates.find((file) => files.has(file)) ?? null;
}

/** The one data block type the build writes: schema.org JSON-LD (build/structured-data.ts). */
export const JSON_LD_TYPE = 'application/ld+json';

/**
 * The exact attributes of the build's data block (src/data/build-data.ts): the rows a page was
 * prerendered with, read by the app as JSON, never run.
 */
export const BUILD_DATA_ATTRIBUTES = 'type="application/json" id="harbor-build-data"';

/**
 * The sha256 source expression of every inline script (a <script> without src) in an HTML text,
 * but for JSON-LD data blocks (`type="application/ld+json"`) and the build's data block
 * (`BUILD_DATA_ATTRIBUTES`): a browser never runs a data block, so CSP does not apply to it, and
 * each page's data differs (hashing them would add a hash per page to every response's CSP, past
 * what a host reads). Only those exact attributes are left out: a block whose type changed to a
 * script type would have no hash, and the CSP would block it.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    if (attributes.trim() === `type="${JSON_LD_TYPE}"`) continue;
    if (attributes.trim() === BUILD_DATA_ATTRIBUTES) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The origin of the configured Supabase project, or null when none (or not a URL) is set.
 * @param {string | undefined} url
 */
export function supabaseOrigin(url) {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy of every response.
 * @param {{ supabaseUrl?: string, scriptHashes?: string[], realtime?: boolean }} options
 *   realtime: the site opens Supabase Realtime (wss:) connections. Harbor does not.
 * @returns {string}
 */
export function contentSecurityPolicy({ supabaseUrl, scriptHashes = [], realtime = false }) {
  const backend = supabaseOrigin(supabaseUrl);
  const connect = ["'self'"];
  if (backend) {
    connect.push(backend);
    if (realtime) connect.push(backend.replace(/^http/, 'ws'));
  }
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...[...new Set(scriptHashes)].sort()],
    ['style-src', "'self'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', ...connect],
    // The offline copy's service worker (/sw.js) and the web app manifest, from the site only.
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['form-action', "'self'", CHECKOUT_ORIGIN],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'none'"],
    ['object-src', "'none'"],
    ['upgrade-insecure-requests'],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/**
 * Headers every response carries.
 * @param {string} csp
 * @returns {[string, string][]}
 */
export function securityHeaders(csp) {
  return [
    ['Content-Security-Policy', csp],
    ['Referrer-Policy', 'no-referrer'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Permissions-Policy', DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ')],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ];
}

/**
 * The `_headers` path patterns that give the site's pages and feeds `no-cache`. A pattern per
 * folder (`/challenges/:page`), not per page: Cloudflare Pages reads at most 100 rules. None of
 * them matches a file under /assets/, so no response gets two Cache-Control rules (Netlify would
 * keep the last, Cloudflare would join both).
 * @param {string[]} paths every page path, plus the feeds (/rss.xml, /sitemap.xml, …)
 * @returns {string[]}
 */
export function noCachePatterns(paths) {
  const patterns = new Set(['/']);
  for (const sitePath of paths) {
    const trimmed = sitePath.replace(/\/+$/, '');
    if (trimmed === '') continue;
    const parent = trimmed.slice(0, trimmed.lastIndexOf('/'));
    patterns.add(`${parent}/:page`);
    // Hosts that serve `faq/index.html` may answer at /faq/ as well.
    patterns.add(`${parent}/:page/`);
  }
  return [...patterns].sort();
}

/**
 * Whether a `_headers` / `_redirects` pattern matches a path: `:name` is one segment, a final `*`
 * anything (as Netlify and Cloudflare Pages read them).
 * @param {string} pattern
 * @param {string} sitePath
 * @returns {Record<string, string> | null} the placeholders' values (`splat` for `*`), or null
 */
export function matchPattern(pattern, sitePath) {
  const names = [];
  const source = pattern
    .split(/(:[A-Za-z][A-Za-z0-9_]*|\*)/)
    .map((part) => {
      if (part === '*') {
        names.push('splat');
        return '(.*)';
      }
      if (/^:[A-Za-z]/.test(part)) {
        names.push(part.slice(1));
        return '([^/]+)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const match = new RegExp(`^${source}$`).exec(sitePath);
  if (!match) return null;
  return Object.fromEntries(names.map((name, index) => [name, match[index + 1]]));
}

/**
 * Every rule, from the built files and the site's paths.
 * @param {{ files: string[], sitePaths: string[], htmlByFile: Record<string, string>,
 *   supabaseUrl?: string }} input
 */
export function buildRules({ files, sitePaths, htmlByFile, supabaseUrl }) {
  // A file none of the hosts would serve (a name beginning with `_`, as `_headers` and
  // `_redirects` do; build/static-server.mjs refuses them too) would break every page, and the
  // offline copy, that loads it: stop the build instead.
  const unservable = files.filter((file) => file.split('/').some((part) => part.startsWith('_')));
  if (unservable.length > 0) {
    throw new Error(
      `The build wrote files no host serves (a name beginning with "_"): ${unservable.join(', ')}`,
    );
  }
  const fileSet = new Set(files);
  const shell = fileSet.has('/shell.html') ? '/shell.html' : '/index.html';
  const scriptHashes = Object.values(htmlByFile).flatMap(inlineScriptHashes);
  const csp = contentSecurityPolicy({ supabaseUrl, scriptHashes });

  /** @type {{ from: string, to: string, status: number }[]} */
  const redirects = [];
  const served = [];
  for (const sitePath of sitePaths) {
    const own = ownFileFor(sitePath, fileSet);
    if (own) served.push([sitePath, own]);
    else redirects.push({ from: sitePath, to: shell, status: 200 });
  }

  // Files under a name that never changes: the feeds, the version file, the offline copy's service
  // worker (a browser must see a new deploy's at once) and the web app manifest.
  const feeds = [
    '/rss.xml',
    '/sitemap.xml',
    '/robots.txt',
    '/version.json',
    '/sw.js',
    '/offline.html',
    '/es/offline.html',
    '/manifest.webmanifest',
  ].filter((file) => fileSet.has(file));
  const notFoundPages = ['/404.html', '/es/404.html'].filter(
    (file) => file === '/404.html' || fileSet.has(file),
  );
  const noCache = noCachePatterns([...sitePaths, ...feeds, ...notFoundPages, shell]);
  const assets = files.filter((file) => file.startsWith(ASSETS_PREFIX));
  for (const asset of assets) {
    const clash = noCache.find((pattern) => matchPattern(pattern, asset));
    if (clash) throw new Error(`${clash} would give the hashed asset ${asset} no-cache`);
  }

  /** @type {{ pattern: string, headers: [string, string][] }[]} */
  const headers = [
    { pattern: '/*', headers: securityHeaders(csp) },
    { pattern: `${ASSETS_PREFIX}*`, headers: [['Cache-Control', IMMUTABLE]] },
    ...noCache.map((pattern) => ({ pattern, headers: [['Cache-Control', NO_CACHE]] })),
  ];
  if (files.some((file) => matchPattern(OPEN_DATA_PATTERN, file))) {
    const clash = noCache.find((pattern) =>
      files.some((file) => matchPattern(OPEN_DATA_PATTERN, file) && matchPattern(pattern, file)),
    );
    if (clash) throw new Error(`${clash} would give the open data a second Cache-Control`);
    headers.push({
      pattern: OPEN_DATA_PATTERN,
      headers: [
        ['Content-Type', 'application/json; charset=utf-8'],
        ['Access-Control-Allow-Origin', '*'],
        ['Cache-Control', NO_CACHE],
      ],
    });
  }
  return { csp, scriptHashes, shell, served, redirects, headers };
}

const GENERATED = 'Generated by apps/web/build/hosting-rules.mjs at build time; do not edit.';

/** Cloudflare Pages reads lines of at most 2,000 characters and at most 100 header rules. */
export const LIMITS = { lineLength: 2000, headerRules: 100 };

/** @param {ReturnType<typeof buildRules>['headers']} rules */
export function renderHeaders(rules) {
  if (rules.length > LIMITS.headerRules)
    throw new Error(`${rules.length} header rules: Cloudflare Pages reads at most 100`);
  for (const { headers } of rules)
    for (const [name, value] of headers)
      if (name.length + value.length + 4 > LIMITS.lineLength)
        throw new Error(`The ${name} header is longer than a host reads (${LIMITS.lineLength})`);
  const blocks = rules.map(
    ({ pattern, headers }) =>
      `${pattern}\n${headers.map(([name, value]) => `  ${name}: ${value}`).join('\n')}`,
  );
  return `# Harbor response headers (Netlify / Cloudflare Pages _headers format).\n# ${GENERATED}\n\n${blocks.join('\n\n')}\n`;
}

/** @param {ReturnType<typeof buildRules>} rules */
export function renderRedirects({ redirects, served }) {
  const width = Math.max(0, ...redirects.map(({ from }) => from.length));
  return [
    '# Harbor paths (Netlify / Cloudflare Pages _redirects format).',
    `# ${GENERATED}`,
    '#',
    `# ${served.length} pages are served as their own HTML file (no rule needed).`,
    '# Pages rendered only in the browser get the app shell:',
    ...redirects.map(({ from, to, status }) => `${from.padEnd(width)}  ${to}  ${status}`),
    '#',
    '# Any other path: the host answers 404 with /404.html, which sends the visitor to /.',
    '',
  ].join('\n');
}

/** A small 404 page that sends the visitor to `/`: a meta refresh and a link, no script. */
export const NOT_FOUND_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <meta http-equiv="refresh" content="0; url=/" />
    <title>Page not found - Harbor</title>
  </head>
  <body>
    <main>
      <h1>Page not found</h1>
      <p>There is no page at this address. <a href="/">Go to Harbor's home page</a>.</p>
    </main>
  </body>
</html>
`;

export const ROBOTS_TXT = 'User-agent: *\nAllow: /\n';

/**
 * Writes `_headers`, `_redirects` and, if the build wrote none, `404.html` and `robots.txt` into
 * `distDir`. The site's paths default to the route manifest the prerender wrote there.
 * @param {{ distDir: string, supabaseUrl?: string, sitePaths?: string[] }} options
 */
export function writeHostingRules({
  distDir,
  supabaseUrl,
  sitePaths = manifestSitePaths(readRouteManifest(distDir)),
}) {
  if (!existsSync(path.join(distDir, 'index.html')))
    throw new Error(`${distDir} has no index.html: build the site first`);
  if (!existsSync(path.join(distDir, '404.html')))
    writeFileSync(path.join(distDir, '404.html'), NOT_FOUND_HTML);
  if (!existsSync(path.join(distDir, 'robots.txt')))
    writeFileSync(path.join(distDir, 'robots.txt'), ROBOTS_TXT);

  const files = listFiles(distDir).filter((file) => file !== '/_headers' && file !== '/_redirects');
  /** @type {Record<string, string>} */
  const htmlByFile = {};
  for (const file of files)
    if (file.endsWith('.html')) htmlByFile[file] = readFileSync(path.join(distDir, file), 'utf8');

  const rules = buildRules({ files, sitePaths, htmlByFile, supabaseUrl });
  writeFileSync(path.join(distDir, '_headers'), renderHeaders(rules.headers));
  writeFileSync(path.join(distDir, '_redirects'), renderRedirects(rules));
  return rules;
}

/** VITE_SUPABASE_URL as the Vite build saw it: the environment first, then apps/web's .env files. */
async function configuredSupabaseUrl(mode = 'production') {
  if (process.env.VITE_SUPABASE_URL) return process.env.VITE_SUPABASE_URL;
  const { loadEnv } = await import('vite');
  return loadEnv(mode, webRoot, 'VITE_').VITE_SUPABASE_URL;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(process.argv[2] ?? path.join(webRoot, 'dist'));
  if (!statSync(distDir, { throwIfNoEntry: false })?.isDirectory()) {
    console.error(`hosting-rules: ${distDir} does not exist; run the Vite build first.`);
    process.exit(1);
  }
  const supabaseUrl = await configuredSupabaseUrl();
  if (!supabaseOrigin(supabaseUrl))
    console.warn('hosting-rules: VITE_SUPABASE_URL is not set; connect-src allows only the site.');
  const rules = writeHostingRules({ distDir, supabaseUrl });
  console.log(
    `hosting-rules: _headers and _redirects written (${rules.served.length} pages with their own file, ${rules.redirects.length} on the app shell, ${rules.scriptHashes.length} inline script hashes)`,
  );
}
