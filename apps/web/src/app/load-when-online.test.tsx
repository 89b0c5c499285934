import { reportConnection } from '@harbor-help/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWhenOnline } from './load-when-online';

afterEach(() => {
  reportConnection(true);
  vi.restoreAllMocks();
});

describe('loadWhenOnline', () => {
  it('loads at once while online', async () => {
    const load = vi.fn(() => Promise.resolve('client'));
    const recheck = vi.fn(() => Promise.resolve(true));
    expect(await loadWhenOnline(load, recheck)).toBe('client');
    expect(recheck).not.toHaveBeenCalled();
  });

  it('fails at once, loading nothing, while the browser says it is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi.fn(() => Promise.resolve('client'));
    const recheck = vi.fn(() => Promise.resolve(true));
    await expect(loadWhenOnline(load, recheck)).rejects.toBeInstanceOf(TypeError);
    expect(load).not.toHaveBeenCalled();
    expect(recheck).not.toHaveBeenCalled();
  });

  it('asks the site again after a request found no connection, and loads if it answers', async () => {
    reportConnection(false);
    const load = vi.fn(() => Promise.resolve('client'));
    const recheck = vi.fn(() => Promise.resolve(true));
    expect(await loadWhenOnline(load, recheck)).toBe('client');
    expect(recheck).toHaveBeenCalledTimes(1);
  });

  it('loads nothing when the site still does not answer', async () => {
    reportConnection(false);
    const load = vi.fn(() => Promise.resolve('client'));
    await expect(loadWhenOnline(load, () => Promise.resolve(false))).rejects.toBeInstanceOf(
      TypeError,
    );
    expect(load).not.toHaveBeenCalled();
  });
});
