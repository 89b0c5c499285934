/**
 * Reading public rows (membership plans, the catalogue, the library list) without supabase-js
 * (issue 33): one `GET {url}/rest/v1/{table}?select=…` to PostgREST with the anon key, as
 * supabase-js would send it, typed from the generated `Database`, and every outcome a
 * `DataResult`. supabase-js (about 50 kB gzip) then loads only when a visitor signs in or sends
 * something. Row-level security still decides what comes back: the anon key reads what any
 * visitor may read, and nothing more.
 */
import type { Database } from '@harbor-help/local-supabase/database-types';
import { SERVICE_MESSAGES } from './messages';
import {
  dataError,
  failed,
  kindOfFailure,
  ok,
  type DataResult,
  type FailureMessages,
} from './result';

// Tables and views alike: a view (public.published_stories) is read the same way.
type Tables = Database['public']['Tables'] & Database['public']['Views'];
/**
 * How long a read may take: the Supabase client's timeout (spec section 9, 10 s; DEFAULT_TIMEOUT_MS
 * of app/fetch-with-timeout.ts, which public-rows.test.ts checks it equals). Not imported from
 * there: that module would become a chunk of its own, shared with the client, and every page
 * that reads public rows would name one more file in the first load's entry.
 */
export const PUBLIC_READ_TIMEOUT_MS = 10_000;

/** A table or view of the public schema. */
export type PublicTable = keyof Tables & string;
/** A column of `T`'s rows. */
export type ColumnOf<T extends PublicTable> = keyof Tables[T]['Row'] & string;
/** A row of `T` with the columns `C` only, as PostgREST answers `select=C…`. */
export type RowOf<T extends PublicTable, C extends ColumnOf<T>> = Pick<Tables[T]['Row'], C>;

/**
 * Where public rows are read: the backend's URL and its anon key (the site's configuration,
 * `src/app/config.ts`), and the fetch to use (the browser's by default).
 */
export interface PublicSource {
  url: string;
  anonKey: string;
  fetch?: typeof fetch;
  /** How long a read may take (default: the client's, `PUBLIC_READ_TIMEOUT_MS`). */
  timeoutMs?: number;
}

/** What to read: the table, its columns, and optionally filters, order and a limit. */
export interface RowsQuery<T extends PublicTable, C extends ColumnOf<T>> {
  table: T;
  columns: readonly C[];
  /** Rows whose column equals the value (`col=eq.value`), all of them. */
  eq?: { readonly [K in ColumnOf<T>]?: string | number | boolean };
  /**
   * The first column first, ascending (`order=a.asc,b.asc`), or descending when written
   * `'column.desc'`.
   */
  order?: readonly (ColumnOf<T> | `${ColumnOf<T>}.desc`)[];
  limit?: number;
  /** Rows to skip first (`offset=n`), for paging. */
  offset?: number;
}

/** The request's address: `{url}/rest/v1/{table}?select=…`, every value URL-encoded. */
export function rowsUrl<T extends PublicTable, C extends ColumnOf<T>>(
  baseUrl: string,
  query: RowsQuery<T, C>,
): string {
  const params = new URLSearchParams({ select: query.columns.join(',') });
  for (const [column, value] of Object.entries(query.eq ?? {})) {
    if (value !== undefined) params.append(column, `eq.${String(value)}`);
  }
  if (query.order?.length)
    params.set('order', query.order.map((c) => (c.endsWith('.desc') ? c : `${c}.asc`)).join(','));
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  if (query.offset) params.set('offset', String(query.offset));
  return `${baseUrl.replace(/\/+$/, '')}/rest/v1/${encodeURIComponent(query.table)}?${params}`;
}

/** PostgREST's error code (`{ "code": "42501", … }`), when the answer carries one. */
function errorCode(body: unknown): string | null {
  if (body && typeof body === 'object' && 'code' in body && typeof body.code === 'string') {
    return body.code || null;
  }
  return null;
}

/**
 * Reads the rows of `query` with the anon key, and hands them to `read`. Never throws: no
 * source (no backend configured), no answer and a timeout (the client's 10 s by default) are
 * 'network';
 * a refusal is told by its HTTP status and PostgREST's code (`kindOfFailure`); an answer that
 * is not a list of rows, or that `read` cannot read, is 'server'.
 */
export async function readPublicRows<T extends PublicTable, C extends ColumnOf<T>, R>(
  source: PublicSource | null,
  query: RowsQuery<T, C>,
  read: (rows: RowOf<T, C>[]) => R,
  messages: FailureMessages = SERVICE_MESSAGES,
): Promise<DataResult<R>> {
  if (!source) return failed(dataError('network', messages));
  // No answer in time is no answer: the request is aborted, and the read fails as 'network'.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), source.timeoutMs ?? PUBLIC_READ_TIMEOUT_MS);
  let response: Response;
  try {
    response = await (source.fetch ?? fetch)(rowsUrl(source.url, query), {
      headers: {
        apikey: source.anonKey,
        Authorization: `Bearer ${source.anonKey}`,
        Accept: 'application/json',
      },
      signal: controller.signal,
    });
  } catch {
    clearTimeout(timer);
    return failed(dataError('network', messages));
  }
  const { status } = response;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // The body did not arrive in time: no answer. Otherwise it is not JSON.
    if (controller.signal.aborted) return failed(dataError('network', messages));
    body = undefined;
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) {
    const code = errorCode(body);
    return failed(dataError(kindOfFailure(status, code), messages, { status, code }));
  }
  if (!Array.isArray(body)) return failed(dataError('server', messages, { status }));
  try {
    return ok(read(body as RowOf<T, C>[]));
  } catch {
    return failed(dataError('server', messages, { status }));
  }
}
