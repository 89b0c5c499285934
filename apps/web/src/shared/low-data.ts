import { useSyncExternalStore } from 'react';

/** What Harbor reads of the Network Information API (Chromium browsers; absent elsewhere). */
export interface ConnectionInfo {
  /** The visitor asked their browser to save data (it then also sends `Save-Data: on`). */
  saveData?: boolean;
  /** How fast the connection has been lately: 'slow-2g', '2g', '3g' or '4g'. */
  effectiveType?: string;
  addEventListener?(type: 'change', listener: () => void): void;
  removeEventListener?(type: 'change', listener: () => void): void;
}

type NavigatorWithConnection = Pick<Navigator, never> & { connection?: ConnectionInfo };

/**
 * Low-data mode: the visitor's browser asks to save data, or reports a 2G connection. Harbor then
 * downloads nothing it can do without: no offline copy (a new one is not installed) and no
 * product pictures. It never loads web fonts or prefetches for anyone.
 */
export function prefersLowData(
  nav: NavigatorWithConnection | undefined = typeof navigator === 'undefined'
    ? undefined
    : (navigator as NavigatorWithConnection),
): boolean {
  const connection = nav?.connection;
  if (!connection) return false;
  return (
    connection.saveData === true ||
    connection.effectiveType === '2g' ||
    connection.effectiveType === 'slow-2g'
  );
}

function subscribe(onChange: () => void): () => void {
  const connection = (navigator as NavigatorWithConnection).connection;
  connection?.addEventListener?.('change', onChange);
  return () => connection?.removeEventListener?.('change', onChange);
}

/** `prefersLowData()` for rendering: false on the server and while hydrating, then the real value. */
export function useLowData(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => prefersLowData(),
    () => false,
  );
}
