import {
  STORED_KEYS,
  clearDevice,
  clearStoredKeysOnSignOut,
  localStore,
} from '@harbor/device-storage';
import type { ClearDeviceReport } from '@harbor/device-storage';

// Clearing, as a chunk of its own (the first load does not need it): the "Clear this device"
// button, Quick exit when the visitor asked it to clear Harbor's data, and sign-out. Loaded
// ahead of time where it will be needed (see clear-this-device.ts).

export { clearStoredKeysOnSignOut };

/** Everything: every listed key, the offline copy, its service worker, the databases. */
export function clearEverything(): Promise<ClearDeviceReport> {
  return clearDevice();
}

/**
 * All of it but the Quick exit choice itself, so the next Quick exit clears too. The keys go at
 * once (before the first await), the rest follows.
 */
export function clearForQuickExit(): Promise<ClearDeviceReport> {
  return clearDevice({ keep: ['quickExitClears'] });
}

/**
 * Remembers whether Quick exit should also clear Harbor's data (the "Clear this device" page's
 * option). False when the browser would not keep it.
 */
export function setQuickExitClearsData(on: boolean): boolean {
  if (on) return localStore.setItem(STORED_KEYS.quickExitClears.key, 'on');
  localStore.removeItem(STORED_KEYS.quickExitClears.key);
  return true;
}
