import type { StorageArea } from './stored-keys';

/**
 * Personal values while shared-computer mode is on: kept in this page's memory, never written to
 * the browser's storage. Gone on reload, when the tab closes, on sign-out and on "Clear this device".
 */
const memory = new Map<string, string>();

const slot = (area: StorageArea, key: string) => `${area}\u0000${key}`;

export const memoryStore = {
  get(area: StorageArea, key: string): string | null {
    return memory.get(slot(area, key)) ?? null;
  },
  set(area: StorageArea, key: string, value: string): void {
    memory.set(slot(area, key), value);
  },
  remove(area: StorageArea, key: string): void {
    memory.delete(slot(area, key));
  },
  clear(): void {
    memory.clear();
  },
};
