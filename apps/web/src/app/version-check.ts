/**
 * The version check of spec section 4, as a pure rule: no React, no globals.
 * main.tsx runs it once before rendering and stops when it sends the browser elsewhere.
 */
import { STORED_KEYS } from '@harbor-help/device-storage';

export const APP_VERSION = '1.4.7';
export const APP_VERSION_STORAGE_KEY = STORED_KEYS.appVersion.key;

/**
 * Where the version is kept: usually `localStore` of `@harbor-help/device-storage`, whose `setItem`
 * answers `false` instead of throwing when it cannot keep the value. A plain `Storage` works too.
 */
export interface VersionStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): boolean | void;
}

export interface VersionCheckEnvironment {
  /** Null when the browser does not offer storage. */
  storage: VersionStorage | null;
  location: { pathname: string };
  /** Reloads the current page. */
  reload: () => void;
  /** Sends the browser to a path with a full page load. */
  navigate: (path: string) => void;
  /**
   * The version reset: clears what the older release left behind (in the app, the keys that
   * `@harbor-help/device-storage`'s registry no longer lists), just before the reload or redirect.
   */
  clearOldRelease?: () => void;
}

export type VersionCheckOutcome =
  /** The stored version is the current one: render. */
  | 'up-to-date'
  /** Nothing was stored yet (a first visit): the version is stored and the page renders. */
  | 'first-visit'
  /** Storage is missing or throws: render, since redirecting could never settle. */
  | 'storage-unavailable'
  /** An older version was stored: the new one is stored and the browser is sent to /. */
  | 'sent-home'
  /** An older version was stored and the browser was already on /: it reloads. */
  | 'reloaded';

export function runVersionCheck({
  storage,
  location,
  reload,
  navigate,
  clearOldRelease,
}: VersionCheckEnvironment): VersionCheckOutcome {
  if (!storage) return 'storage-unavailable';

  let storedVersion: string | null;
  try {
    storedVersion = storage.getItem(APP_VERSION_STORAGE_KEY);
  } catch {
    return 'storage-unavailable';
  }
  if (storedVersion === APP_VERSION) return 'up-to-date';

  // Without a stored version every load would redirect again: never loop.
  try {
    if (storage.setItem(APP_VERSION_STORAGE_KEY, APP_VERSION) === false)
      return 'storage-unavailable';
  } catch {
    return 'storage-unavailable';
  }

  // A first visit has no stale code or data to clear: do not make it download the site twice,
  // and keep deep links (a challenge page, a password-reset link) working.
  if (storedVersion === null) return 'first-visit';

  clearOldRelease?.();
  if (location.pathname === '/') {
    reload();
    return 'reloaded';
  }
  navigate('/');
  return 'sent-home';
}

/** Whether the page should go on rendering after the check. */
export function shouldRenderAfterVersionCheck(outcome: VersionCheckOutcome): boolean {
  return outcome !== 'reloaded' && outcome !== 'sent-home';
}
