import { isOnline } from '@harbor-help/ui';

/**
 * Loads an on-demand chunk (supabase-js) only when the page has a connection. Some browsers
 * (Chromium 150 among them) remember a failed `import()` until the page reloads, so one try
 * offline would make every Retry fail once the connection is back. Offline, it fails at once
 * with a TypeError, which the forms tell as "We couldn't reach Harbor". When an earlier request
 * found no connection though the browser says it has one, the site is asked again first.
 */
export async function loadWhenOnline<T>(
  load: () => Promise<T>,
  recheck: () => Promise<boolean> = () =>
    import('../offline/connection-check').then(({ checkConnection }) => checkConnection()),
): Promise<T> {
  const connected = isOnline() || (navigator.onLine && (await recheck()));
  if (!connected) throw new TypeError('No connection: not loading this part of Harbor now.');
  return await load();
}
