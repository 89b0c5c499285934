// @ts-check
// Runs supabase/functions/<name>/index.ts, the Supabase Edge Functions, inside the local backend.
// Node 20 cannot run TypeScript, so at start esbuild bundles each function's own code (its
// index.ts and ../_shared) into one ESM file. The npm packages of the import map (stripe,
// @supabase/supabase-js) stay external: Node resolves them from this package's node_modules,
// where they are dependencies. The bundles are cached by a hash of every source file, so a start
// with unchanged functions costs one directory check and the imports.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readProjectConfig } from './config.js';
import { PACKAGE_DIR, REPO_ROOT } from './database.js';

export const DEFAULT_FUNCTIONS_DIR = path.join(REPO_ROOT, 'supabase', 'functions');
export const DEFAULT_FUNCTIONS_CACHE = path.join(PACKAGE_DIR, '.data', 'functions');
// Bump when the way functions are bundled changes.
const BUNDLE_FORMAT = 'harbor-functions-v1';
const EXTERNAL = ['stripe', '@supabase/supabase-js'];

/**
 * @typedef {(req: Request) => Promise<Response>} FunctionHandler
 * @typedef {{ createHandler: (env: { get(name: string): string | undefined }) => FunctionHandler }} FunctionModule
 */

/** @param {string} dir @returns {string[]} every file under dir, sorted */
function listFiles(dir) {
  /** @type {string[]} */
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(full));
    else if (entry.isFile()) files.push(full);
  }
  return files.sort();
}

/** The names of the deployable functions: folders with an index.ts, not starting with `_`. @param {string} functionsDir */
export function functionNames(functionsDir) {
  if (!fs.existsSync(functionsDir)) return [];
  return fs
    .readdirSync(functionsDir, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() &&
        !entry.name.startsWith('_') &&
        !entry.name.startsWith('.') &&
        fs.existsSync(path.join(functionsDir, entry.name, 'index.ts')),
    )
    .map((entry) => entry.name)
    .sort();
}

/**
 * Bundles (or reuses the cached bundles of) every function and imports them.
 * @param {{ functionsDir: string, cacheRoot: string, log: (message: string) => void }} options
 * @returns {Promise<Map<string, FunctionModule>>}
 */
export async function loadFunctions({ functionsDir, cacheRoot, log }) {
  const names = functionNames(functionsDir);
  /** @type {Map<string, FunctionModule>} */
  const modules = new Map();
  if (names.length === 0) return modules;
  const hash = createHash('sha256').update(BUNDLE_FORMAT);
  for (const file of listFiles(functionsDir)) {
    hash.update(path.relative(functionsDir, file)).update('\0').update(fs.readFileSync(file));
  }
  const key = hash.digest('hex').slice(0, 16);
  const outDir = path.join(cacheRoot, key);
  if (!fs.existsSync(path.join(outDir, '.complete'))) {
    const started = Date.now();
    const { build } = await import('esbuild');
    const building = `${outDir}.building-${process.pid}-${Date.now()}`;
    await build({
      entryPoints: Object.fromEntries(
        names.map((name) => [name, path.join(functionsDir, name, 'index.ts')]),
      ),
      outdir: building,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      external: EXTERNAL,
      logLevel: 'error',
      sourcemap: 'inline',
    });
    fs.writeFileSync(path.join(building, '.complete'), new Date().toISOString());
    try {
      fs.renameSync(building, outDir);
    } catch (error) {
      // Another process finished the same bundles first: use theirs.
      fs.rmSync(building, { recursive: true, force: true });
      if (!fs.existsSync(path.join(outDir, '.complete'))) throw error;
    }
    log(`bundled ${names.length} edge functions in ${Date.now() - started} ms`);
    // Bundles of older sources are dead weight; leave recent ones (another checkout may use them).
    const anHourAgo = Date.now() - 60 * 60 * 1000;
    for (const entry of fs.readdirSync(cacheRoot)) {
      const entryPath = path.join(cacheRoot, entry);
      if (entry !== key && fs.statSync(entryPath).mtimeMs < anHourAgo) {
        fs.rmSync(entryPath, { recursive: true, force: true });
      }
    }
  }
  for (const name of names) {
    const module = /** @type {Partial<FunctionModule>} */ (
      await import(pathToFileURL(path.join(outDir, `${name}.mjs`)).href)
    );
    if (typeof module.createHandler !== 'function') {
      log(`warning: supabase/functions/${name}/index.ts exports no createHandler(env); skipped`);
      continue;
    }
    modules.set(name, /** @type {FunctionModule} */ (module));
  }
  return modules;
}

/**
 * `[functions.<name>] verify_jwt = false` sections of supabase/config.toml: the functions the
 * platform calls without a JWT (the Stripe webhook).
 * @param {string} configFile
 * @returns {Set<string>}
 */
export function functionsWithoutJwt(configFile) {
  return readProjectConfig(configFile).functionsWithoutJwt;
}

/** Client-address headers only the platform's own proxies may set: a caller's are dropped. */
const PROXY_ADDRESS_HEADERS = new Set(['cf-connecting-ip', 'x-real-ip']);

/**
 * Turns a Node request into a web Request (the handler's input). Like the platform's gateway,
 * it drops client-sent CF-Connecting-IP / X-Real-IP and appends the address the request came
 * from to X-Forwarded-For, so its right-most entry is one the caller cannot choose.
 * @param {import('node:http').IncomingMessage} req
 * @param {URL} url
 * @param {Buffer | undefined} body
 */
export function toWebRequest(req, url, body) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || PROXY_ADDRESS_HEADERS.has(name.toLowerCase())) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const peer = req.socket?.remoteAddress;
  if (peer) {
    const forwarded = headers.get('x-forwarded-for');
    headers.set('x-forwarded-for', forwarded ? `${forwarded}, ${peer}` : peer);
  }
  return new Request(url, {
    method: req.method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });
}

/**
 * Writes a web Response to the Node response.
 * @param {Response} response
 * @param {import('node:http').ServerResponse} res
 */
export async function sendWebResponse(response, res) {
  const body = Buffer.from(await response.arrayBuffer());
  /** @type {Record<string, string>} */
  const headers = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(body);
}
