import { clearStoredKeys, stopWriting } from '@harbor-help/device-storage';

/** The page that lists what Harbor keeps on this device and removes it. */
export const CLEAR_DEVICE_PATH = '/clear-device';

/** Its Spanish version (issue 25; spanish-paths.ts maps one to the other). */
export const CLEAR_DEVICE_PATH_ES = '/es/borrar-datos';

/** The clearing chunk (clearing.ts). */
export const loadClearing = () => import('./clearing');

/**
 * Loads the clearing ahead of time where it will be needed without warning: sign-out in
 * shared-computer mode (which may come from the idle timer, with the network gone). Never rejects.
 */
export function prepareClearing(sharedComputer: boolean): void {
  if (sharedComputer) void loadClearing().catch(() => undefined);
}

/**
 * Quick exit's `beforeQuickExit`, always: nothing Harbor kept may be there for the next person who
 * opens it on this device. Every listed key goes at once, before the page leaves (drafts, check-in
 * answers, visit flags, the country, the session: signed out on this device), and the page keeps
 * nothing more (a draft saved as it hides would come back). Then, as far as the time Quick exit
 * waits allows, the offline copy, its service worker and the databases.
 */
export function clearOnQuickExit(): Promise<unknown> {
  clearStoredKeys();
  stopWriting();
  return loadClearing().then(({ clearEverything }) => clearEverything());
}
