// public-rows.ts against a scripted fetch: the request PostgREST gets, and the one result shape
// for rows, refusals, no answer and a timeout. (app/local-backend.test.ts reads through it from the
// real PostgREST and row-level security of the local backend.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIMEOUT_MS } from '../app/fetch-with-timeout';
import { SERVICE_MESSAGES, SERVICE_UNREACHABLE_MESSAGE } from './messages';
import { PUBLIC_READ_TIMEOUT_MS, readPublicRows, rowsUrl, type PublicSource } from './public-rows';
import type { DataResult } from './result';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function sourceAnswering(answer: () => Response | Promise<Response>) {
  const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(answer()));
  const source: PublicSource = { url: 'https://project.example/', anonKey: 'anon-key', fetch };
  return { source, fetch };
}

const PLANS = { table: 'membership_plans', columns: ['tier', 'name'] } as const;
const identity = <T>(rows: T) => rows;
const errorOf = (result: DataResult<unknown>) => (result.ok ? null : result.error);

afterEach(() => {
  vi.useRealTimers();
});

describe('rowsUrl', () => {
  it('asks PostgREST for the columns, filters, order and limit, every value URL-encoded', () => {
    const url = new URL(
      rowsUrl('https://project.example/', {
        table: 'catalog_items',
        columns: ['sku', 'title'],
        eq: { sku: 'a&b=c d,e', active: true },
        order: ['sort_order', 'title'],
        limit: 1,
      }),
    );
    expect(url.origin + url.pathname).toBe('https://project.example/rest/v1/catalog_items');
    expect(url.search).not.toContain('a&b');
    expect([...url.searchParams]).toEqual([
      ['select', 'sku,title'],
      ['sku', 'eq.a&b=c d,e'],
      ['active', 'eq.true'],
      ['order', 'sort_order.asc,title.asc'],
      ['limit', '1'],
    ]);
  });

  it('reads a view newest first, a page at a time', () => {
    const url = new URL(
      rowsUrl('https://project.example', {
        table: 'published_stories',
        columns: ['id', 'title'],
        eq: { challenge_slug: 'homelessness' },
        order: ['published_at.desc', 'id'],
        limit: 4,
        offset: 3,
      }),
    );
    expect(url.pathname).toBe('/rest/v1/published_stories');
    expect([...url.searchParams]).toEqual([
      ['select', 'id,title'],
      ['challenge_slug', 'eq.homelessness'],
      ['order', 'published_at.desc,id.asc'],
      ['limit', '4'],
      ['offset', '3'],
    ]);
  });
});

describe('readPublicRows', () => {
  it('sends the anon key as apikey and bearer, and hands the rows to read', async () => {
    const rows = [
      { tier: 'free', name: 'Free' },
      { tier: 'basic', name: 'Basic' },
    ];
    const { source, fetch } = sourceAnswering(() => json(200, rows));
    const result = await readPublicRows(source, PLANS, (read) => read.map((row) => row.tier));
    expect(result).toEqual({ ok: true, data: ['free', 'basic'] });
    const [input, init] = fetch.mock.calls[0]!;
    expect(String(input)).toBe(
      'https://project.example/rest/v1/membership_plans?select=tier%2Cname',
    );
    expect(init?.headers).toMatchObject({ apikey: 'anon-key', Authorization: 'Bearer anon-key' });
    expect(init?.method ?? 'GET').toBe('GET');
  });

  it.each([
    [401, { code: '42501', message: 'permission denied' }, 'forbidden', '42501'],
    [403, {}, 'forbidden', null],
    [404, { code: 'PGRST205', message: 'no such table' }, 'not-found', 'PGRST205'],
    [400, { code: 'PGRST100', message: 'bad filter' }, 'invalid', 'PGRST100'],
    [429, {}, 'rate-limited', null],
    [500, { code: 'XX000', message: 'boom' }, 'server', 'XX000'],
    [503, 'Service Unavailable', 'server', null],
  ])('tells an answer %i (%j) as %s', async (status, body, kind, code) => {
    const { source } = sourceAnswering(() => json(status, body));
    const result = await readPublicRows(source, PLANS, identity);
    expect(errorOf(result)).toEqual({
      kind,
      status,
      code,
      message: SERVICE_MESSAGES[kind as keyof typeof SERVICE_MESSAGES],
    });
  });

  it('tells no answer as network, with the message given', async () => {
    const { source } = sourceAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    const messages = { ...SERVICE_MESSAGES, network: 'No connection.' };
    const result = await readPublicRows(source, PLANS, identity, messages);
    expect(errorOf(result)).toEqual({
      kind: 'network',
      status: null,
      code: null,
      message: 'No connection.',
    });
  });

  it('gives up after the client timeout, as network', async () => {
    expect(PUBLIC_READ_TIMEOUT_MS).toBe(DEFAULT_TIMEOUT_MS);
    vi.useFakeTimers();
    const fetch = vi.fn<typeof globalThis.fetch>(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason), {
            once: true,
          });
        }),
    );
    const reading = readPublicRows(
      { url: 'https://p.example', anonKey: 'k', fetch },
      PLANS,
      identity,
    );
    await vi.advanceTimersByTimeAsync(PUBLIC_READ_TIMEOUT_MS - 1);
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(errorOf(await reading)).toMatchObject({
      kind: 'network',
      message: SERVICE_UNREACHABLE_MESSAGE,
    });
  });

  it('gives up when the body does not arrive in time, as network', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn<typeof globalThis.fetch>((_input, init) => {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('[{"tier":'));
          init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
        },
      });
      return Promise.resolve(new Response(body, { status: 200 }));
    });
    const reading = readPublicRows(
      { url: 'https://p.example', anonKey: 'k', fetch, timeoutMs: 50 },
      PLANS,
      identity,
    );
    await vi.advanceTimersByTimeAsync(50);
    expect(errorOf(await reading)?.kind).toBe('network');
  });

  it('fails as network without a source (no backend configured), asking no one', async () => {
    const result = await readPublicRows(null, PLANS, identity);
    expect(errorOf(result)?.kind).toBe('network');
  });

  it.each([
    ['an answer that is not a list', () => json(200, { tier: 'free' })],
    ['an answer that is not JSON', () => new Response('<html>', { status: 200 })],
  ])('tells %s as server', async (_name, answer) => {
    const { source } = sourceAnswering(answer);
    expect(errorOf(await readPublicRows(source, PLANS, identity))).toMatchObject({
      kind: 'server',
      status: 200,
    });
  });

  it('tells rows that read cannot read as server', async () => {
    const { source } = sourceAnswering(() => json(200, [{ tier: 'free' }]));
    const result = await readPublicRows(source, PLANS, () => {
      throw new TypeError('bad row');
    });
    expect(errorOf(result)?.kind).toBe('server');
  });
});
