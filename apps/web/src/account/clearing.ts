import {
  clearDevice,
  clearStoredKeysOnSignOut,
  removeOfflineCopy,
} from '@harbor-help/device-storage';
import type { ClearDeviceReport } from '@harbor-help/device-storage';
import { stopOfflineCopy } from '../offline/offline-copy';

// Clearing, as a chunk of its own (the first load does not need it): the "Clear this device"
// button, Quick exit (what is left once it has cleared the keys), and sign-out. Loaded
// ahead of time where it will be needed (see clear-this-device.ts).

export { clearStoredKeysOnSignOut };

/** Everything: every listed key, the offline copy, its service worker, the databases. */
export async function clearEverything(): Promise<ClearDeviceReport> {
  // The page registers the offline copy once loaded and idle, and may be doing so now: nothing
  // registers it again from this page, and a worker that a registration under way makes after
  // the first removal is removed once it has settled (not put back behind the visitor's back).
  const settled = stopOfflineCopy();
  const report = await clearDevice();
  await settled;
  const late = await removeOfflineCopy();
  return {
    ...report,
    caches: [...report.caches, ...late.caches],
    serviceWorkers: report.serviceWorkers + late.serviceWorkers,
  };
}
