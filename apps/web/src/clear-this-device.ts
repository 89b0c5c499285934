import { STORED_KEYS, clearStoredKeys, localStore } from '@harbor/device-storage';

/** The page that lists what Harbor keeps on this device and removes it. */
export const CLEAR_DEVICE_PATH = '/clear-device';

const QUICK_EXIT_CLEARS_KEY = STORED_KEYS.quickExitClears.key;

/** Whether the visitor asked Quick exit to also clear Harbor's data (on "Clear this device"). */
export function quickExitClearsData(): boolean {
  return localStore.getItem(QUICK_EXIT_CLEARS_KEY) === 'on';
}

/** Remembers that choice on this device. False when the browser would not keep it. */
export function setQuickExitClearsData(on: boolean): boolean {
  if (on) return localStore.setItem(QUICK_EXIT_CLEARS_KEY, 'on');
  localStore.removeItem(QUICK_EXIT_CLEARS_KEY);
  return true;
}

const loadOfflineDataRemoval = () => import('./remove-offline-data');

/** Loads the rest of Quick exit's clearing ahead of time when the visitor asked for it. */
export function prepareQuickExitClearing(): void {
  if (quickExitClearsData()) void loadOfflineDataRemoval().catch(() => undefined);
}

/**
 * Quick exit's `beforeQuickExit`: when the visitor asked for it, clears what Harbor keeps on
 * this device but the choice itself (so the next Quick exit clears too): every listed key, the
 * session among them, at once; then the offline copy, its service worker and the databases.
 * Otherwise does nothing.
 */
export function clearOnQuickExit(): Promise<unknown> | undefined {
  if (!quickExitClearsData()) return undefined;
  clearStoredKeys({ keep: ['quickExitClears'] });
  return loadOfflineDataRemoval().then(({ clearForQuickExit }) => clearForQuickExit());
}
