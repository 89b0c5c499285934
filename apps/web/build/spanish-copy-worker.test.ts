// The copy in Spanish's part of sw.js (issue 25), run against a fake worker scope: what it keeps,
// in what order, how it answers, and how a new deploy renews it. e2e/offline.spec.ts runs it in
// Chromium with a real service worker.
import { describe, expect, it, vi } from 'vitest';
import { spanishCopyWorker } from './service-worker.mjs';

const ORIGIN = 'https://harbor.test';
const COPY = {
  cache: 'harbor-offline-es-new',
  prefix: 'harbor-offline-es-',
  message: 'harbor:keep-spanish-copy',
  offlinePage: '/es/offline.html',
  pages: ['/es/temas/a', '/es/temas/b'],
  assets: ['/assets/a.js', '/assets/words-es.js'],
  fileTimeoutMs: 50,
};

/** A response as a same-origin fetch gives it: `basic`, and `redirected` when the host redirected. */
function served(body: string, { status = 200, redirected = false } = {}): Response {
  const response = new Response(body, { status, headers: { 'content-type': 'text/html' } });
  Object.defineProperty(response, 'type', { value: 'basic' });
  Object.defineProperty(response, 'redirected', { value: redirected });
  return response;
}

type Listener = (event: unknown) => void;

/** A file whose download never ends. */
const STALLS = (): Response => {
  throw new Error('never called');
};

/** A worker scope with Cache Storage in memory, a network that answers `site`, and its listeners. */
function fakeWorker({
  site = {} as Record<string, () => Response>,
  caches: initial = {} as Record<string, string[]>,
} = {}) {
  const stores = new Map<string, Map<string, Response>>(
    Object.entries(initial).map(([name, paths]) => [
      name,
      new Map(paths.map((path) => [path, served(`old ${path}`)])),
    ]),
  );
  const pathOf = (key: string) => new URL(key, ORIGIN).pathname;
  const cache = (store: Map<string, Response>) => ({
    keys: async () => [...store.keys()].map((path) => new Request(`${ORIGIN}${path}`)),
    put: async (key: string, response: Response) => void store.set(pathOf(key), response),
  });
  const caches = {
    keys: async () => [...stores.keys()],
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new Map());
      return cache(stores.get(name)!);
    },
    delete: async (name: string) => stores.delete(name),
    match: async (key: string, options: { cacheName?: string; ignoreSearch?: boolean } = {}) => {
      for (const [name, store] of stores)
        if (!options.cacheName || options.cacheName === name) {
          const found = store.get(pathOf(key));
          // A copy that keeps what a real cache keeps of a response, its `redirected` too.
          if (found)
            return Object.defineProperty(found.clone(), 'redirected', { value: found.redirected });
        }
      return undefined;
    },
  };
  const fetch = vi.fn(async (input: string | { url: string }, init?: { signal?: AbortSignal }) => {
    const url = typeof input === 'string' ? input : new URL(input.url).pathname;
    const answer = site[url];
    if (!answer) throw new TypeError('Failed to fetch');
    if (answer === STALLS)
      // A download that never ends, until its signal gives up.
      return await new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    return answer();
  });
  const listeners = new Map<string, Listener[]>();
  const scope = {
    caches,
    fetch,
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
  };
  const handle = spanishCopyWorker(COPY, scope);

  /** Dispatches an extendable event: the promises its listeners asked it to wait for. */
  function dispatch(type: string, extra: object = {}) {
    const waits: Promise<unknown>[] = [];
    for (const listener of listeners.get(type) ?? [])
      listener({ ...extra, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    return waits;
  }
  /** Dispatches an extendable event and waits for what it asked to wait for. */
  async function extendable(type: string, extra: object = {}) {
    await Promise.all(dispatch(type, extra));
  }
  /** A page's message (by default, the ask to keep the copy), and the fill it started, settled. */
  async function ask(type = COPY.message) {
    const held = dispatch('message', { data: { type } });
    await handle.settled();
    return { held };
  }
  /** Dispatches a fetch event: its answer, or null when the copy let it through to Workbox. */
  function request(url: string, { method = 'GET', mode = 'no-cors' } = {}) {
    const seen: { answer: Promise<Response> | null; stopped: boolean } = {
      answer: null,
      stopped: false,
    };
    for (const listener of listeners.get('fetch') ?? [])
      listener({
        request: { url: `${ORIGIN}${url}`, method, mode },
        respondWith: (promise: Promise<Response>) => (seen.answer = promise),
        stopImmediatePropagation: () => (seen.stopped = true),
      });
    return seen;
  }
  const kept = (name = COPY.cache) => [...(stores.get(name)?.keys() ?? [])];
  return { scope, fetch, stores, kept, extendable, ask, request };
}

const wholeSite = () => ({
  '/assets/a.js': () => served('a'),
  '/assets/words-es.js': () => served('palabras'),
  '/es/temas/a': () => served('<html lang="es">A</html>'),
  '/es/temas/b': () => served('<html lang="es">B</html>'),
});

describe('the copy in Spanish, in the service worker', () => {
  it('keeps its files first and each page last, when a page asks', async () => {
    const worker = fakeWorker({ site: wholeSite() });
    await worker.ask('something else');
    expect(worker.fetch).not.toHaveBeenCalled();

    const { held } = await worker.ask();

    expect(worker.kept()).toEqual([...COPY.assets, ...COPY.pages]);
    expect(worker.fetch.mock.calls.map(([url]) => url)).toEqual([...COPY.assets, ...COPY.pages]);
    // The page's message is not held open by the fill, so the worker is never kept busy for the
    // length of a download while a new deploy's worker takes over.
    expect(held).toEqual([]);
  });

  it('fetches once however many pages ask at the same time, and nothing kept already', async () => {
    const worker = fakeWorker({ site: wholeSite() });
    await Promise.all([worker.ask(), worker.ask()]);
    expect(worker.fetch).toHaveBeenCalledTimes(4);
    await worker.ask();
    expect(worker.fetch).toHaveBeenCalledTimes(4);
  });

  it('keeps a page the host redirected (/x to /x/) as a plain answer a navigation accepts', async () => {
    const worker = fakeWorker({
      site: { ...wholeSite(), '/es/temas/a': () => served('A', { redirected: true }) },
    });
    await worker.ask();
    const answer = await worker.request('/es/temas/a', { mode: 'navigate' }).answer;
    expect(answer?.redirected).toBe(false);
    expect(await answer?.text()).toBe('A');
  });

  it('tries a failing file once more, keeps the others, and finishes at the next ask', async () => {
    let words = () => served('not found', { status: 404 });
    const worker = fakeWorker({
      site: { ...wholeSite(), '/assets/words-es.js': () => words() },
    });
    await worker.ask();
    expect(worker.kept()).toEqual(['/assets/a.js', ...COPY.pages]);
    expect(worker.fetch.mock.calls.filter(([url]) => url === '/assets/words-es.js')).toHaveLength(
      2,
    );

    words = () => served('palabras');
    await worker.ask();
    expect([...worker.kept()].sort()).toEqual([...COPY.assets, ...COPY.pages].sort());
  });

  it('gives up on a download that stalls, so the fill ends and the next ask finishes it', async () => {
    const site: Record<string, () => Response> = { ...wholeSite(), '/assets/a.js': STALLS };
    const worker = fakeWorker({ site });
    await worker.ask();
    expect(worker.kept()).toEqual(['/assets/words-es.js', ...COPY.pages]);

    site['/assets/a.js'] = () => served('a');
    await worker.ask();
    expect(worker.kept()).toContain('/assets/a.js');
  });

  it('answers its pages from the copy, whatever the query or a trailing slash', async () => {
    const worker = fakeWorker({ site: wholeSite() });
    await worker.ask();
    worker.fetch.mockClear();

    for (const url of ['/es/temas/a', '/es/temas/a/', '/es/temas/a?country=MX']) {
      const { answer, stopped } = worker.request(url, { mode: 'navigate' });
      expect(stopped).toBe(true);
      expect(await (await answer)?.text()).toBe('<html lang="es">A</html>');
    }
    expect(await (await worker.request('/assets/words-es.js').answer)?.text()).toBe('palabras');
    expect(worker.fetch).not.toHaveBeenCalled();
  });

  it('leaves every other address, and every other method, to the rest of the worker', () => {
    const worker = fakeWorker({ site: wholeSite() });
    for (const url of ['/challenges/a', '/es', '/es/temas/c', '/assets/other.js']) {
      expect(worker.request(url, { mode: 'navigate' })).toEqual({ answer: null, stopped: false });
    }
    expect(worker.request('/es/temas/a', { method: 'POST' })).toEqual({
      answer: null,
      stopped: false,
    });
  });

  it('on a device without the copy, asks the network, and offline gives the Spanish offline page', async () => {
    const online = fakeWorker({ site: wholeSite() });
    expect(await (await online.request('/es/temas/b', { mode: 'navigate' }).answer)?.text()).toBe(
      '<html lang="es">B</html>',
    );

    const offline = fakeWorker({
      caches: { 'workbox-precache-v2-https://harbor.test/': ['/es/offline.html'] },
    });
    expect(await (await offline.request('/es/temas/b', { mode: 'navigate' }).answer)?.text()).toBe(
      'old /es/offline.html',
    );
    // A file, offline and not kept, fails as the network failed.
    await expect(offline.request('/assets/a.js').answer).rejects.toThrow('Failed to fetch');
  });

  it('a new deploy: deletes the old copy and opens its own, which the next ask fills', async () => {
    const worker = fakeWorker({
      site: wholeSite(),
      caches: { 'harbor-offline-es-old': ['/es/temas/a'], 'workbox-precache-v2-x': ['/'] },
    });
    // Nothing while it installs, beside Workbox's own precaching, nor as it takes over.
    await worker.extendable('install');
    await worker.extendable('activate');
    await worker.ask('something else');
    expect(worker.fetch).not.toHaveBeenCalled();
    expect([...worker.stores.keys()].sort()).toEqual([COPY.cache, 'workbox-precache-v2-x']);
    expect(worker.kept()).toEqual([]);

    // The device keeps a copy, so its next page asks.
    await worker.ask();
    expect(worker.kept()).toEqual([...COPY.assets, ...COPY.pages]);
  });

  it('a new deploy on a device without the copy downloads nothing and makes no cache', async () => {
    const worker = fakeWorker({ site: wholeSite() });
    await worker.extendable('install');
    await worker.extendable('activate');
    expect(worker.fetch).not.toHaveBeenCalled();
    expect([...worker.stores.keys()]).toEqual([]);
  });
});
