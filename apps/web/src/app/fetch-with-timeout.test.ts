import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetchWithTimeout, DEFAULT_TIMEOUT_MS } from './fetch-with-timeout';

/** A fetch that never answers, but rejects like the real one when its signal aborts. */
function hangingFetch() {
  return vi.fn<typeof fetch>(
    (_input, init) =>
      new Promise((_resolve, reject) => {
        const signal = init?.signal;
        if (signal?.aborted) reject(signal.reason);
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      }),
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createFetchWithTimeout', () => {
  it('defaults to the spec timeout of 10 s', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(10_000);
  });

  describe('given a server that answers in time', () => {
    it('returns its response and passes the request through', async () => {
      const response = new Response('ok');
      const baseFetch = vi.fn<typeof fetch>().mockResolvedValue(response);
      const timedFetch = createFetchWithTimeout(10_000, baseFetch);

      await expect(
        timedFetch('https://example.test/auth/v1/token', { method: 'POST' }),
      ).resolves.toBe(response);
      expect(baseFetch).toHaveBeenCalledWith(
        'https://example.test/auth/v1/token',
        expect.objectContaining({ method: 'POST', signal: expect.any(AbortSignal) }),
      );
    });
  });

  describe('given a server that never answers', () => {
    it('aborts with a TimeoutError after the timeout', async () => {
      vi.useFakeTimers();
      const timedFetch = createFetchWithTimeout(10_000, hangingFetch());

      const request = timedFetch('https://example.test/rest/v1/profiles');
      const outcome = expect(request).rejects.toMatchObject({ name: 'TimeoutError' });
      await vi.advanceTimersByTimeAsync(10_000);
      await outcome;
    });

    it('does not abort before the timeout', async () => {
      vi.useFakeTimers();
      const baseFetch = hangingFetch();
      const timedFetch = createFetchWithTimeout(10_000, baseFetch);

      void timedFetch('https://example.test/rest/v1/profiles').catch(() => undefined);
      await vi.advanceTimersByTimeAsync(9_999);
      expect(baseFetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    });
  });

  describe("given the caller's own signal", () => {
    it('aborts when the caller aborts', async () => {
      const controller = new AbortController();
      const timedFetch = createFetchWithTimeout(10_000, hangingFetch());

      const request = timedFetch('https://example.test/', { signal: controller.signal });
      controller.abort(new DOMException('Stopped by the caller', 'AbortError'));

      await expect(request).rejects.toMatchObject({ name: 'AbortError' });
    });

    it('aborts at once when the caller had already aborted', async () => {
      const controller = new AbortController();
      controller.abort(new DOMException('Stopped by the caller', 'AbortError'));
      const timedFetch = createFetchWithTimeout(10_000, hangingFetch());

      await expect(
        timedFetch('https://example.test/', { signal: controller.signal }),
      ).rejects.toMatchObject({
        name: 'AbortError',
      });
    });
  });

  it('clears its timer once the response arrives', async () => {
    vi.useFakeTimers();
    const timedFetch = createFetchWithTimeout(
      10_000,
      vi.fn<typeof fetch>().mockResolvedValue(new Response('ok')),
    );

    await timedFetch('https://example.test/');

    expect(vi.getTimerCount()).toBe(0);
  });
});
