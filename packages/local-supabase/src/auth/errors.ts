import { HttpError } from '../http/errors.js';
import { json } from '../http/respond.js';

export const API_VERSION = '2024-01-01';

/**
 * A GoTrue error. With `X-Supabase-Api-Version: 2024-01-01` (auth-js always sends it) the body
 * is `{ code, message }`; older clients get `{ code: status, error_code, msg }`.
 */
export function authError(
  request: Request,
  status: number,
  errorCode: string,
  message: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): HttpError {
  const modern = request.headers.has('x-supabase-api-version');
  const body = modern
    ? { code: errorCode, message, ...extra }
    : { code: status, error_code: errorCode, msg: message, ...extra };
  return new HttpError(status, body, headers);
}

/** A GoTrue answer: JSON with the API version header. */
export function authJson(status: number, body: unknown): Response {
  return json(status, body, { 'X-Supabase-Api-Version': API_VERSION });
}

/** Who is asking: the request, its URL and the address it came from (for limits and sessions). */
export interface AuthRequest {
  request: Request;
  url: URL;
  address: string;
}
