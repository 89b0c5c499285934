import { isOnline, reportConnection } from '@harbor-help/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONNECTION_CHECK_URL,
  RECHECK_DELAYS_MS,
  RECHECK_EVERY_MS,
  checkConnection,
  watchConnection,
} from './connection-check';

afterEach(() => {
  reportConnection(true);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('checkConnection', () => {
  it('asks the site with a HEAD request that no cache answers', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response(null));
    await checkConnection(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith(CONNECTION_CHECK_URL, {
      method: 'HEAD',
      cache: 'no-store',
    });
  });

  it('reports no connection on a network error, even while the browser says it is online', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await checkConnection(fetchImpl)).toBe(false);
    expect(isOnline()).toBe(false);
  });

  it('takes any answer, even an error status, as the site being reachable', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    reportConnection(false);
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 503 }));
    expect(await checkConnection(fetchImpl)).toBe(true);
    expect(isOnline()).toBe(true);
  });
});

describe('watchConnection', () => {
  it('asks once when the site answers', async () => {
    const check = vi.fn().mockResolvedValue(true);
    const setTimer = vi.fn();
    await watchConnection({ check, setTimer });
    expect(check).toHaveBeenCalledTimes(1);
    expect(setTimer).not.toHaveBeenCalled();
  });

  it('asks again after longer and longer waits until the site answers', async () => {
    const answers = [false, false, false, false, false, true];
    const check = vi.fn(() => Promise.resolve(answers.shift() ?? true));
    const waits: number[] = [];
    await watchConnection({
      check,
      setTimer: (run, ms) => {
        waits.push(ms);
        run();
      },
    });
    expect(check).toHaveBeenCalledTimes(6);
    expect(waits).toEqual([...RECHECK_DELAYS_MS, RECHECK_EVERY_MS, RECHECK_EVERY_MS]);
  });
});
