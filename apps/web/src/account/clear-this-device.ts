import { STORED_KEYS, localStore } from '@harbor/device-storage';

/** The page that lists what Harbor keeps on this device and removes it. */
export const CLEAR_DEVICE_PATH = '/clear-device';

const QUICK_EXIT_CLEARS_KEY = STORED_KEYS.quickExitClears.key;

/** Whether the visitor asked Quick exit to also clear Harbor's data (on "Clear this device"). */
export function quickExitClearsData(): boolean {
  return localStore.getItem(QUICK_EXIT_CLEARS_KEY) === 'on';
}

/** The clearing chunk (clearing.ts). */
export const loadClearing = () => import('./clearing');

/**
 * Loads the clearing ahead of time where it will be needed without warning: Quick exit, when
 * the visitor asked it to clear Harbor's data, and sign-out in shared-computer mode (which may
 * come from the idle timer, with the network gone). Never rejects.
 */
export function prepareClearing(sharedComputer: boolean): void {
  if (sharedComputer || quickExitClearsData()) void loadClearing().catch(() => undefined);
}

/**
 * Quick exit's `beforeQuickExit`: when the visitor asked for it, clears what Harbor keeps on
 * this device but the choice itself (so the next Quick exit clears too): every listed key, the
 * session among them, then the offline copy, its service worker and the databases. Otherwise
 * does nothing.
 */
export function clearOnQuickExit(): Promise<unknown> | undefined {
  if (!quickExitClearsData()) return undefined;
  return loadClearing().then(({ clearForQuickExit }) => clearForQuickExit());
}
