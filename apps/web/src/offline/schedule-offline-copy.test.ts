import { describe, expect, it, vi } from 'vitest';
import { scheduleOfflineCopy } from './schedule-offline-copy';

/** A window whose load and idle moments the test decides. */
function fakeWindow({ readyState = 'loading', serviceWorker = true, idle = true } = {}) {
  const listeners = new Map<string, () => void>();
  const idleCallbacks: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const win = {
    navigator: serviceWorker ? { serviceWorker: {} } : {},
    document: { readyState },
    addEventListener: vi.fn((type: string, listener: () => void) => listeners.set(type, listener)),
    requestIdleCallback: idle
      ? vi.fn((callback: () => void) => idleCallbacks.push(callback))
      : undefined,
    setTimeout: vi.fn((callback: () => void) => timers.push(callback)),
  };
  return {
    win: win as unknown as Window,
    load: () => listeners.get('load')?.(),
    idle: () => idleCallbacks.splice(0).forEach((callback) => callback()),
    timers: () => timers.splice(0).forEach((callback) => callback()),
  };
}

describe('scheduleOfflineCopy', () => {
  it('starts only after the page has loaded and the browser is idle', () => {
    const browser = fakeWindow();
    const start = vi.fn(() => Promise.resolve());

    scheduleOfflineCopy(browser.win, start);
    expect(start).not.toHaveBeenCalled();
    browser.load();
    expect(start).not.toHaveBeenCalled();
    browser.idle();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits only for idle time when the page has loaded already', () => {
    const browser = fakeWindow({ readyState: 'complete' });
    const start = vi.fn(() => Promise.resolve());

    scheduleOfflineCopy(browser.win, start);
    expect(start).not.toHaveBeenCalled();
    browser.idle();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('uses a timer where the browser has no idle callbacks', () => {
    const browser = fakeWindow({ readyState: 'complete', idle: false });
    const start = vi.fn(() => Promise.resolve());

    scheduleOfflineCopy(browser.win, start);
    browser.timers();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does nothing in a browser without service workers', () => {
    const browser = fakeWindow({ readyState: 'complete', serviceWorker: false });
    const start = vi.fn(() => Promise.resolve());

    scheduleOfflineCopy(browser.win, start);
    browser.idle();
    browser.timers();
    expect(start).not.toHaveBeenCalled();
  });

  it('swallows a failed start: the site works the same without its offline copy', async () => {
    const browser = fakeWindow({ readyState: 'complete' });
    const start = vi.fn(() => Promise.reject(new Error('chunk failed')));

    scheduleOfflineCopy(browser.win, start);
    browser.idle();
    await Promise.resolve();
    expect(start).toHaveBeenCalledTimes(1);
  });
});
