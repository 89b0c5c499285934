// @ts-check

/** An error that becomes an HTTP response with a JSON body. */
export class HttpError extends Error {
  /**
   * @param {number} status
   * @param {Record<string, unknown>} body
   * @param {Record<string, string>} [headers]
   */
  constructor(status, body, headers = {}) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/** @param {unknown} error @returns {error is HttpError} */
export function isHttpError(error) {
  return error instanceof HttpError;
}

/**
 * Reads the whole request body, refusing more than `limit` bytes.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} limit
 * @param {(status: number, message: string) => HttpError} makeError
 * @returns {Promise<Buffer>}
 */
export function readBody(req, limit, makeError) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      reject(makeError(413, `Request body is larger than ${limit} bytes`));
      return;
    }
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let done = false;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        req.resume();
        reject(makeError(413, `Request body is larger than ${limit} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (done) return;
      done = true;
      resolve(Buffer.concat(chunks));
    });
    req.on('error', (error) => {
      if (done) return;
      done = true;
      reject(error);
    });
    // A client that disconnects mid-body never sends 'end'.
    req.on('close', () => {
      if (done) return;
      done = true;
      reject(makeError(400, 'The request body was not received completely'));
    });
  });
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
export function sendJson(res, status, body, headers = {}) {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    ...(text ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
    'Content-Length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

const DEFAULT_ALLOWED_HEADERS = [
  'apikey',
  'authorization',
  'content-type',
  'x-client-info',
  'x-supabase-api-version',
  'x-retry-count',
  'prefer',
  'accept',
  'accept-profile',
  'content-profile',
  'range',
].join(', ');

/**
 * CORS for the site's origins: any loopback http origin, plus the configured ones.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {readonly string[]} extraOrigins
 * @returns {boolean} whether the origin is allowed
 */
export function applyCors(req, res, extraOrigins) {
  const origin = req.headers.origin;
  if (!origin) return false;
  const allowed =
    /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/.test(origin) ||
    extraOrigins.includes(origin);
  if (!allowed) return false;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader(
    'Access-Control-Expose-Headers',
    'Content-Range, X-Supabase-Api-Version, Retry-After',
  );
  return true;
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function sendPreflight(req, res) {
  const requested = req.headers['access-control-request-headers'];
  const headers =
    typeof requested === 'string' &&
    /^[A-Za-z0-9-]+(\s*,\s*[A-Za-z0-9-]+)*$/.test(requested) &&
    requested.length < 1000
      ? `${DEFAULT_ALLOWED_HEADERS}, ${requested}`
      : DEFAULT_ALLOWED_HEADERS;
  res.writeHead(204, {
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD',
    'Access-Control-Allow-Headers': headers,
    'Access-Control-Max-Age': '600',
    'Content-Length': '0',
  });
  res.end();
}

/** @param {import('node:http').IncomingMessage} req */
export function clientAddress(req) {
  return req.socket.remoteAddress ?? 'unknown';
}

/** @param {string | string[] | undefined} value */
export function headerValue(value) {
  return Array.isArray(value) ? value[0] : value;
}
