import { clearDevice } from '@harbor/device-storage';

// A chunk of its own (the first load does not need it): loaded by Quick exit when the visitor
// asked it to clear Harbor's data, and ahead of time when that choice is stored.

/**
 * Everything "Clear this device" removes but the Quick exit choice itself: the keys again (in
 * case something wrote one meanwhile), the offline copy, its service worker, the databases.
 */
export function clearForQuickExit(): Promise<unknown> {
  return clearDevice({ keep: ['quickExitClears'] });
}
