import { clearDevice, clearStoredKeysOnSignOut } from '@harbor-help/device-storage';
import type { ClearDeviceReport } from '@harbor-help/device-storage';

// Clearing, as a chunk of its own (the first load does not need it): the "Clear this device"
// button, Quick exit (what is left once it has cleared the keys), and sign-out. Loaded
// ahead of time where it will be needed (see clear-this-device.ts).

export { clearStoredKeysOnSignOut };

/** Everything: every listed key, the offline copy, its service worker, the databases. */
export function clearEverything(): Promise<ClearDeviceReport> {
  return clearDevice();
}
