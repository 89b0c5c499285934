import { readBody } from '../http/body.js';
import { body } from '../http/respond.js';
import { restError, singleRowError } from './errors.js';

const MAX_REST_BODY_BYTES = 1024 * 1024;

/** A request's JSON body (`{}` when empty); 400 `PGRST102` when it is not JSON. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const raw = await readBody(request, MAX_REST_BODY_BYTES, (status, message) =>
    restError(status, 'PGRST102', message),
  );
  const text = raw.toString('utf8');
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw restError(400, 'PGRST102', 'Empty or invalid json');
  }
}

export interface RowsOptions {
  single: boolean;
  stripNulls: boolean;
  contentRange: string;
  head?: boolean;
  minimal?: boolean;
}

/** Rows as PostgREST answers them: an array, one object (`vnd.pgrst.object`), or nothing. */
export function rows(status: number, json: string, count: number, options: RowsOptions): Response {
  if (options.minimal) {
    return body(status === 200 ? 204 : status, null, { 'Content-Range': options.contentRange });
  }
  if (options.single && count !== 1) throw singleRowError(count);
  let text = json;
  if (options.single || options.stripNulls) {
    let value: unknown = JSON.parse(json);
    if (options.single) value = (value as unknown[])[0];
    if (options.stripNulls) value = stripNullFields(value);
    text = JSON.stringify(value);
  }
  const contentType = options.single
    ? 'application/vnd.pgrst.object+json; charset=utf-8'
    : 'application/json; charset=utf-8';
  return body(status, options.head ? null : text, {
    'Content-Type': contentType,
    'Content-Range': options.contentRange,
    'Content-Length': String(Buffer.byteLength(text)),
  });
}

function stripNullFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripNullFields);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null));
  }
  return value;
}
