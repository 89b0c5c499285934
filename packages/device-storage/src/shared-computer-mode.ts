import { getBrowserStorage } from './browser-storage';
import { STORED_KEYS } from './stored-keys';

const MODE_KEY = STORED_KEYS.sharedComputerMode.key;

/** On for this page even though `sessionStorage` could not remember it (blocked or full). */
let onWithoutStorage = false;
const listeners = new Set<() => void>();

/**
 * Remembers the mode for this tab (`sessionStorage`, or this page's memory where the browser
 * refuses) and tells the subscribers, without touching what is stored: enough for a tab that
 * starts in the mode (a new tab opened from a sign-up link), where nothing is in memory yet.
 * `setSharedComputerMode` does this and also moves (or forgets) the personal values.
 */
export function recordSharedComputerMode(on: boolean): void {
  const storage = getBrowserStorage('session');
  let remembered: boolean;
  try {
    if (on) storage?.setItem(MODE_KEY, 'on');
    else storage?.removeItem(MODE_KEY);
    remembered = storage !== null;
  } catch {
    remembered = false;
  }
  onWithoutStorage = on && !remembered;
  for (const listener of [...listeners]) listener();
}

/**
 * Whether this tab is in shared-computer mode: the person said this is a shared or public
 * computer. Then nothing personal is written to storage (see `STORED_KEYS[…].personal`), the
 * session lasts for this tab only, and the offline copy is not kept. Remembered for this tab
 * only (`sessionStorage`). Never throws; false on a server.
 */
export function isSharedComputerMode(): boolean {
  if (onWithoutStorage) return true;
  try {
    return getBrowserStorage('session')?.getItem(MODE_KEY) === 'on';
  } catch {
    return false;
  }
}

/**
 * Calls `listener` whenever shared-computer mode is turned on or off in this page. Returns the
 * function that stops it. Fits React's `useSyncExternalStore(subscribe, isSharedComputerMode)`.
 */
export function subscribeToSharedComputerMode(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
