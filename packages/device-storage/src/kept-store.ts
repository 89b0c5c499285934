import { localStore, sessionStore, type SafeStorage } from './safe-storage';

/** Keys the visitor chose to keep on this device during this page, before anything was written. */
const chosen = new Set<string>();

/**
 * Whether the visitor chose to keep `key` on this device ("Keep this on this device"): it was
 * chosen on this page, or a value of it is in `localStorage` from an earlier visit.
 */
export function isKeptOnDevice(key: string): boolean {
  return chosen.has(key) || localStore.getItem(key) !== null;
}

/**
 * Records the visitor's choice for `key` and moves what is kept now: to `localStorage` (kept on
 * this device until removed) or back to `sessionStorage` (this tab only). False when the browser
 * would not keep it where it was asked to.
 */
export function keepOnDevice(key: string, on: boolean): boolean {
  const value = localStore.getItem(key) ?? sessionStore.getItem(key);
  if (on) chosen.add(key);
  else chosen.delete(key);
  if (value === null) {
    if (!on) localStore.removeItem(key);
    return true;
  }
  const [to, from] = on ? [localStore, sessionStore] : [sessionStore, localStore];
  const kept = to.setItem(key, value);
  if (kept) from.removeItem(key);
  return kept;
}

/**
 * Personal things the visitor types or answers (form drafts, check-in answers): kept for this tab
 * only (`sessionStorage`, gone when the tab closes) unless the visitor chose to keep them on this
 * device (`keepOnDevice`), then in `localStorage`. `Storage`'s method names, never throws; in
 * shared-computer mode, this page's memory only (as `localStore` and `sessionStore`).
 */
export const keptStore: SafeStorage = {
  getItem(key) {
    return localStore.getItem(key) ?? sessionStore.getItem(key);
  },
  setItem(key, value) {
    if (isKeptOnDevice(key)) return localStore.setItem(key, value);
    return sessionStore.setItem(key, value);
  },
  removeItem(key) {
    localStore.removeItem(key);
    sessionStore.removeItem(key);
  },
};
