/**
 * A PostgREST that answers published_stories a page at a time (its `limit` and `offset`), as the
 * stories' section reads it, and records each request; with 'offline', every request fails as a
 * lost connection does. For the stories' tests in both languages.
 */
import { vi } from 'vitest';
import type { PublicSource } from '../../data/public-rows';

export function storiesSource(rows: readonly unknown[] | 'offline') {
  const requests: URL[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>((input) => {
    const url = new URL(String(input));
    requests.push(url);
    if (rows === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Number(url.searchParams.get('limit'));
    return Promise.resolve(
      new Response(JSON.stringify(rows.slice(offset, offset + limit)), { status: 200 }),
    );
  });
  const source: PublicSource = { url: 'http://rest.test', anonKey: 'anon', fetch };
  return { source, requests };
}
