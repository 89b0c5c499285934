/**
 * Whether the site can be reached, asked of the site itself. A page answered by Harbor's offline
 * copy paints without the network, so nothing else on it would notice that the network is gone;
 * and `navigator.onLine` is not enough to tell: it says `true` on Wi-Fi with no internet, on a
 * prepaid plan that has run out, and (Chromium 150) on a page opened from the copy while the
 * network is down. So such a page asks once at start, and the answer goes to `reportConnection`,
 * which the offline notice and the forms' "needs a connection" notice read.
 *
 * The question is a HEAD request for /robots.txt: a file every deploy has, never in the offline
 * copy (the service worker only answers GET requests from it), never personal, no body. Any
 * answer, whatever its status, means the site is reachable; only a network error or no answer
 * within the timeout means it is not.
 */
import { reportConnection } from '@harbor-help/ui';
import { createFetchWithTimeout } from '../app/fetch-with-timeout';

export const CONNECTION_CHECK_URL = '/robots.txt';
export const CONNECTION_CHECK_TIMEOUT_MS = 10_000;
/** While unreachable, ask again after these waits, then once a minute. */
export const RECHECK_DELAYS_MS: readonly number[] = [5_000, 15_000, 30_000];
export const RECHECK_EVERY_MS = 60_000;

/** Asks once, reports the answer, and returns it. */
export async function checkConnection(
  fetchImpl: typeof fetch = createFetchWithTimeout(CONNECTION_CHECK_TIMEOUT_MS),
): Promise<boolean> {
  let reached: boolean;
  try {
    await fetchImpl(CONNECTION_CHECK_URL, { method: 'HEAD', cache: 'no-store' });
    reached = true;
  } catch {
    reached = false;
  }
  reportConnection(reached);
  return reached;
}

export interface WatchConnectionOptions {
  check?: () => Promise<boolean>;
  setTimer?: (run: () => void, ms: number) => unknown;
}

/**
 * Asks now, and while the site can't be reached, again after RECHECK_DELAYS_MS and RECHECK_EVERY_MS (the
 * browser's `online` event clears the notice sooner when the browser notices first).
 */
export function watchConnection({
  check = () => checkConnection(),
  setTimer = (run, ms) => setTimeout(run, ms),
}: WatchConnectionOptions = {}): Promise<void> {
  let attempt = 0;
  return new Promise((settled) => {
    const ask = (): void => {
      void check().then((reached) => {
        if (reached) {
          settled();
          return;
        }
        setTimer(ask, RECHECK_DELAYS_MS[attempt] ?? RECHECK_EVERY_MS);
        attempt += 1;
      });
    };
    ask();
  });
}
