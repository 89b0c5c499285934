import { keepOnDevice, setSharedComputerMode } from '@harbor-help/device-storage';

/** Where "Save to my list" keeps the saved ids (@harbor-help/challenges' my-list.ts). */
export const MY_LIST_KEY = 'harbor:my-list';

/** A list saved before the page opens: `ids` in this tab (or in `area`). */
export function keepSavedList(ids: string[], area: Storage = sessionStorage): void {
  area.setItem(MY_LIST_KEY, JSON.stringify({ format: 'harbor-my-list', version: 1, ids }));
}

/** Back to a fresh browser after a test of My list. */
export function forgetSavedList(): void {
  keepOnDevice(MY_LIST_KEY, false);
  setSharedComputerMode(false);
  localStorage.clear();
  sessionStorage.clear();
}
