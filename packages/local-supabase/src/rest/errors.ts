import { HttpError } from '../http/errors.js';

/** A PostgREST error body: `{ code, details, hint, message }`. */
export function restError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): HttpError {
  return new HttpError(status, { code, details, hint, message });
}

export const parseError = (message: string, details: string | null = null): HttpError =>
  restError(400, 'PGRST100', message, details);

export function singleRowError(count: number): HttpError {
  return restError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${count} rows`,
  );
}

/** Maps a Postgres error to PostgREST's HTTP status and body; null for anything else. */
export function postgresErrorToHttp(error: unknown, role: string): HttpError | null {
  const e = (error ?? {}) as {
    code?: unknown;
    message?: unknown;
    detail?: unknown;
    hint?: unknown;
  };
  const code = typeof e.code === 'string' ? e.code : '';
  if (!/^[0-9A-Z]{5}$/.test(code)) return null;
  let status = 400;
  // PostgREST: a function may choose the HTTP status with SQLSTATE PTxyz (RAISE ... 'PT429').
  const chosen = /^PT([1-5]\d\d)$/.exec(code);
  if (chosen) status = Number(chosen[1]);
  else if (code === '42501') status = role === 'anon' ? 401 : 403;
  else if (code === '42P01' || code === '42883') status = 404;
  else if (code === '23505' || code === '23503') status = 409;
  else if (code === '25006') status = 405;
  else if (
    code.startsWith('08') ||
    code.startsWith('53') ||
    code.startsWith('54') ||
    code.startsWith('57')
  )
    status = 503;
  else if (code.startsWith('XX') || code.startsWith('58') || code.startsWith('F0')) status = 500;
  return restError(
    status,
    code,
    typeof e.message === 'string' ? e.message : 'database error',
    typeof e.detail === 'string' ? e.detail : null,
    typeof e.hint === 'string' ? e.hint : null,
  );
}
