import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readTimeZoneInWorker } from './read-time-zone';

/** A stand-in for the browser's Worker: the test says what the worker answers. */
class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: ((event: MessageEvent<unknown>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  terminated = false;
  constructor(readonly url: URL) {
    FakeWorker.made.push(this);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
}

beforeEach(() => {
  FakeWorker.made = [];
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('readTimeZoneInWorker', () => {
  it("answers the worker's time zone and stops the worker", async () => {
    const zone = readTimeZoneInWorker();
    const [worker] = FakeWorker.made;
    expect(worker?.url.pathname).toMatch(/time-zone\.worker/);

    worker?.answer('Europe/London');

    await expect(zone).resolves.toBe('Europe/London');
    expect(worker?.terminated).toBe(true);
  });

  it('answers nothing when the worker fails, answers nothing, or is too slow', async () => {
    const failed = readTimeZoneInWorker();
    FakeWorker.made[0]?.onerror?.(new Event('error'));
    await expect(failed).resolves.toBeUndefined();

    const empty = readTimeZoneInWorker();
    FakeWorker.made[1]?.answer(null);
    await expect(empty).resolves.toBeUndefined();

    vi.useFakeTimers();
    const slow = readTimeZoneInWorker(3_000);
    vi.advanceTimersByTime(3_000);
    await expect(slow).resolves.toBeUndefined();
    expect(FakeWorker.made[2]?.terminated).toBe(true);
  });

  it('answers nothing when no worker can be started', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('Refused', 'SecurityError');
        }
      },
    );
    await expect(readTimeZoneInWorker()).resolves.toBeUndefined();
  });

  it('reads the zone here where there are no workers', async () => {
    vi.stubGlobal('Worker', undefined);
    await expect(readTimeZoneInWorker()).resolves.toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
  });
});
