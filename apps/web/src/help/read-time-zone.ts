import { readTimeZoneHere } from '@harbor-help/challenges';

/** How long the worker may take before the time zone is taken to say nothing. */
export const TIME_ZONE_WORKER_TIMEOUT_MS = 3_000;

/**
 * The device's time zone, read in a Web Worker (time-zone.worker.ts) so that loading the
 * browser's date-format data never blocks the page. Where there are no workers it is read here.
 * Resolves undefined if the worker cannot start (offline before the copy has it, say), fails or
 * takes too long: the visitor's languages decide then, and they can always choose a country.
 */
export function readTimeZoneInWorker(
  timeoutMs: number = TIME_ZONE_WORKER_TIMEOUT_MS,
): Promise<string | undefined> {
  if (typeof Worker === 'undefined') return Promise.resolve(readTimeZoneHere());
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./time-zone.worker.ts', import.meta.url));
    } catch {
      resolve(undefined);
      return;
    }
    const finish = (zone: string | undefined) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(zone);
    };
    const timer = setTimeout(() => finish(undefined), timeoutMs);
    worker.onmessage = (event: MessageEvent<unknown>) =>
      finish(typeof event.data === 'string' && event.data !== '' ? event.data : undefined);
    worker.onerror = () => finish(undefined);
  });
}
