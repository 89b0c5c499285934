#!/usr/bin/env node
// Serves a built site by its own hosting rules, as a static host would: the `_headers` and
// `_redirects` that build/hosting-rules.mjs wrote into it. `pnpm start` and the browser tests use
// it, so every page they load carries the production headers and Content-Security-Policy.
//
//   node build/static-server.mjs [dist] [--host 127.0.0.1] [--port 4173]
//
// What a host does without a rule is done here the same way: a path is answered by its file, or
// by `<path>/index.html` or `<path>.html`; then the first matching `_redirects` rule (200
// rewrites, 3xx redirects, 404); then `404.html` with status 404. Files start with `_` are never
// served. Every `_headers` rule matching the request path applies (a header set by two rules
// is joined with ", ", as Cloudflare Pages does; the generated rules never do that).
//
// Only what plain-http loopback needs is changed: over http, Strict-Transport-Security is not
// sent and the CSP's upgrade-insecure-requests is left out (both would point the browser at an
// https:// that does not exist here); `connectSrc` adds origins to connect-src.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { matchPattern } from './hosting-rules.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

/**
 * Parses a `_headers` file.
 * @param {string} text
 * @returns {{ pattern: string, headers: [string, string][] }[]}
 */
export function parseHeadersFile(text) {
  const rules = [];
  let current = null;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s+$/, '');
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = { pattern: line.trim(), headers: [] };
      rules.push(current);
      continue;
    }
    const colon = line.indexOf(':');
    if (!current || colon < 0) throw new Error(`_headers: cannot read "${line.trim()}"`);
    current.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * Parses a `_redirects` file.
 * @param {string} text
 * @returns {{ from: string, to: string, status: number }[]}
 */
export function parseRedirectsFile(text) {
  const rules = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [from, to, status = '301'] = line.split(/\s+/);
    if (!from || !to) throw new Error(`_redirects: cannot read "${line}"`);
    rules.push({ from, to, status: Number.parseInt(status, 10) });
  }
  return rules;
}

/**
 * The headers for a request path: every matching rule, in order.
 * @param {{ pattern: string, headers: [string, string][] }[]} rules
 * @param {string} sitePath
 * @returns {Record<string, string>} header names as written in the file
 */
export function headersFor(rules, sitePath) {
  /** @type {Record<string, string>} */
  const result = {};
  for (const { pattern, headers } of rules) {
    if (!matchPattern(pattern, sitePath)) continue;
    for (const [name, value] of headers) {
      const existing = Object.keys(result).find((key) => key.toLowerCase() === name.toLowerCase());
      if (existing) result[existing] = `${result[existing]}, ${value}`;
      else result[name] = value;
    }
  }
  return result;
}

/**
 * Adapts production headers to plain http on loopback.
 * @param {Record<string, string>} headers
 * @param {{ secure: boolean, connectSrc?: string[] }} options
 */
export function forLoopback(headers, { secure, connectSrc = [] }) {
  const result = { ...headers };
  for (const name of Object.keys(result)) {
    if (!secure && name.toLowerCase() === 'strict-transport-security') delete result[name];
    if (name.toLowerCase() !== 'content-security-policy') continue;
    result[name] = result[name]
      .split(';')
      .map((directive) => directive.trim())
      .filter((directive) => secure || directive !== 'upgrade-insecure-requests')
      .map((directive) =>
        directive.startsWith('connect-src ') && connectSrc.length > 0
          ? [
              directive,
              ...connectSrc.filter((origin) => !directive.split(' ').includes(origin)),
            ].join(' ')
          : directive,
      )
      .join('; ');
  }
  return result;
}

/**
 * Decides what answers a path: a file and a status, a redirect, or nothing.
 * @param {string} root
 * @param {string} sitePath decoded, starting with '/'
 * @param {{ from: string, to: string, status: number }[]} redirects
 * @returns {{ file: string, status: number } | { location: string, status: number } | null}
 */
export function resolvePath(root, sitePath, redirects) {
  const fileAt = (candidate) => {
    if (candidate.split('/').some((part) => part.startsWith('_') || part === '..')) return null;
    const full = path.join(root, candidate);
    if (!full.startsWith(root + path.sep)) return null;
    return statSync(full, { throwIfNoEntry: false })?.isFile() ? full : null;
  };
  const trimmed = sitePath.replace(/\/+$/, '');
  const own =
    fileAt(sitePath) ??
    (trimmed === ''
      ? fileAt('/index.html')
      : (fileAt(`${trimmed}/index.html`) ?? fileAt(`${trimmed}.html`)));
  if (own) return { file: own, status: 200 };

  for (const rule of redirects) {
    const params =
      matchPattern(rule.from, sitePath) ?? (trimmed ? matchPattern(rule.from, trimmed) : null);
    if (!params) continue;
    const to = rule.to.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (whole, name) => params[name] ?? whole);
    if (rule.status >= 300 && rule.status < 400) return { location: to, status: rule.status };
    const file = fileAt(to);
    if (file) return { file, status: rule.status };
  }
  // The nearest 404.html up the path, as Cloudflare Pages looks for it: /es/404.html for an
  // unknown path under /es (issue 25), else /404.html.
  const folders = sitePath.split('/').slice(1, -1);
  for (let depth = folders.length; depth >= 0; depth -= 1) {
    const notFound = fileAt(`/${[...folders.slice(0, depth), '404.html'].join('/')}`);
    if (notFound) return { file: notFound, status: 404 };
  }
  return null;
}

/**
 * A request handler serving `root` by its `_headers` and `_redirects`.
 * @param {{ root: string, secure?: boolean, connectSrc?: string[] }} options
 */
export function createHandler({ root, secure = false, connectSrc = [] }) {
  const resolvedRoot = path.resolve(root);
  const read = (name) => {
    try {
      return readFileSync(path.join(resolvedRoot, name), 'utf8');
    } catch {
      throw new Error(`${resolvedRoot} has no ${name}: run node build/hosting-rules.mjs first`);
    }
  };
  const headerRules = parseHeadersFile(read('_headers'));
  const redirectRules = parseRedirectsFile(read('_redirects'));
  /** @type {Map<string, { body: Buffer, gzip: Buffer | null, etag: string }>} */
  const cache = new Map();
  const load = (file) => {
    const stats = statSync(file);
    const key = `${file}:${stats.mtimeMs}:${stats.size}`;
    let entry = cache.get(key);
    if (!entry) {
      const body = readFileSync(file);
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      entry = {
        body,
        type,
        gzip: COMPRESSIBLE.test(type) && body.length > 1024 ? gzipSync(body) : null,
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      };
      cache.set(key, entry);
    }
    return entry;
  };

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  return function handle(request, response) {
    const headers = (sitePath) =>
      forLoopback(headersFor(headerRules, sitePath), { secure, connectSrc });
    let sitePath;
    try {
      sitePath = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request\n');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response
        .writeHead(405, { ...headers(sitePath), Allow: 'GET, HEAD', 'Content-Type': 'text/plain' })
        .end('Method not allowed\n');
      return;
    }
    const answer = resolvePath(resolvedRoot, sitePath, redirectRules);
    if (!answer) {
      response
        .writeHead(404, { ...headers(sitePath), 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Not found\n');
      return;
    }
    if ('location' in answer) {
      response.writeHead(answer.status, { ...headers(sitePath), Location: answer.location }).end();
      return;
    }
    const entry = load(answer.file);
    const out = {
      // A static host's default for what no rule caches: revalidate each time.
      'Cache-Control': 'no-cache',
      ...headers(sitePath),
      'Content-Type': entry.type,
      ETag: entry.etag,
      Vary: 'Accept-Encoding',
    };
    if (answer.status === 200 && request.headers['if-none-match'] === entry.etag) {
      response.writeHead(304, out).end();
      return;
    }
    const gzip = entry.gzip && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const body = gzip ? entry.gzip : entry.body;
    if (gzip) out['Content-Encoding'] = 'gzip';
    out['Content-Length'] = String(body.length);
    response.writeHead(answer.status, out);
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}

/**
 * Starts the server; resolves once it listens.
 * @param {{ root: string, host?: string, port?: number, connectSrc?: string[] }} options
 * @returns {Promise<{ url: string, port: number, close(): Promise<void> }>}
 */
export async function startStaticServer({ root, host = '127.0.0.1', port = 0, connectSrc = [] }) {
  const server = createServer(createHandler({ root, secure: false, connectSrc }));
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const index = args.indexOf(name);
    if (index < 0) return fallback;
    const [value] = args.splice(index, 2).slice(1);
    return value;
  };
  const host = option('--host', '127.0.0.1');
  const port = Number(option('--port', '4173'));
  const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const root = path.resolve(args[0] ?? path.join(webRoot, 'dist'));
  try {
    const server = await startStaticServer({ root, host, port });
    console.log(
      `Serving ${path.relative(process.cwd(), root) || '.'} by its _headers and _redirects on ${server.url}`,
    );
    const stop = () => void server.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    console.error(`static-server: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
