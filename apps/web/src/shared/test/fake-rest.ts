/**
 * A fake PostgREST for the reads of public rows (data/public-rows.ts): a `PublicSource` whose
 * fetch answers `GET /rest/v1/<table>` from the same `tables` as the fake Supabase client
 * (fake-supabase.ts), and records each request's URL. A table set to 'pending' never answers; an
 * error whose message says 'Failed to fetch' is no answer at all; any other error is an answer 500
 * with its code (or the error's `status`).
 */
import { vi } from 'vitest';
import type { PublicSource } from '../../data/public-rows';
import type { TableAnswer } from './fake-supabase';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function createFakeRest(tables: Record<string, TableAnswer | 'pending'> = {}) {
  const requests: URL[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>((input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requests.push(url);
    const table = decodeURIComponent(url.pathname.replace(/^\/rest\/v1\//, ''));
    const answer = tables[table];
    if (answer === 'pending') return new Promise<Response>(() => undefined);
    if (!answer) {
      return Promise.resolve(
        json(404, { code: 'PGRST205', message: `no answer scripted for ${table}` }),
      );
    }
    if (answer.error) {
      if (answer.error.message.includes('Failed to fetch')) {
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      return Promise.resolve(json(answer.error.status ?? 500, answer.error));
    }
    return Promise.resolve(json(200, answer.data));
  });
  const source: PublicSource = { url: 'http://rest.test', anonKey: 'test-anon-key', fetch };
  /** The requests made of `table`, oldest first. */
  const requestsOf = (table: string) =>
    requests.filter((url) => url.pathname === `/rest/v1/${table}`);
  return { source, fetch, requests, requestsOf };
}
