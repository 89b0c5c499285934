/**
 * The one result every data module returns, and the one error it fails with. A data function
 * never throws: whatever happened (no connection, a refusal, a bug on the server) comes back as
 * `{ ok: false, error }`, with a sentence safe to show the visitor.
 */

/** What kind of failure it was; `message` says it to the visitor. */
export type DataErrorKind =
  /** No answer came: offline, timed out, blocked, or the client failed to load. */
  | 'network'
  /** The server failed, or answered something Harbor could not read. */
  | 'server'
  /** There is no such thing (HTTP 404, PostgREST's PGRST116). */
  | 'not-found'
  /** The caller may not do this: not signed in, or row-level security said no (401, 403). */
  | 'forbidden'
  /** Too many requests from here in a short time (429). */
  | 'rate-limited'
  /** The request was refused as it stood: a field the database or function would not accept. */
  | 'invalid';

export interface DataError {
  kind: DataErrorKind;
  /** What to tell the visitor, in one or two plain sentences. */
  message: string;
  /** The HTTP status, or null when no answer came. */
  status: number | null;
  /** The machine-readable code when there is one: Postgres's or a function's own (`too_soon`). */
  code: string | null;
}

export type DataResult<T = void> = { ok: true; data: T } | { ok: false; error: DataError };

export function ok(): { ok: true; data: void };
export function ok<T>(data: T): { ok: true; data: T };
export function ok<T>(data?: T): { ok: true; data: T | undefined } {
  return { ok: true, data };
}

export function failed(error: DataError): { ok: false; error: DataError } {
  return { ok: false, error };
}

/** The kind of failure an HTTP answer means (0: no answer came), with Postgres's code if any. */
export function kindOfFailure(status: number, code?: string | null): DataErrorKind {
  if (status === 0) return 'network';
  if (status === 429) return 'rate-limited';
  // Check, not-null and too-long violations, and any other request refused as it stood.
  if (code === '23514' || code === '23502' || code === '22001' || status === 400) return 'invalid';
  if (status === 401 || status === 403 || code === '42501') return 'forbidden';
  if (status === 404 || code === 'PGRST116') return 'not-found';
  return 'server';
}

/** What each kind of failure tells the visitor, for one kind of call (see `./messages`). */
export type FailureMessages = Record<DataErrorKind, string>;

/** A failure of `kind`, told in the words `messages` give for it. */
export function dataError(
  kind: DataErrorKind,
  messages: FailureMessages,
  details: { status?: number | null; code?: string | null; message?: string } = {},
): DataError {
  return {
    kind,
    message: details.message ?? messages[kind],
    status: details.status ?? null,
    code: details.code ?? null,
  };
}
