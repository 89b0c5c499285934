import {
  STORED_KEYS,
  isKeptOnDevice,
  isSharedComputerMode,
  keepOnDevice,
  keptStore,
  subscribeToSharedComputerMode,
} from '@harbor-help/device-storage';
import type { Resource } from '../resources/resource-types';

/**
 * "My list" (issue 28): the services a visitor saved with "Save to my list", kept only in this
 * browser and never sent anywhere. Only the services' ids are kept, and looked up in the
 * directory each time, so a changed phone number shows the new one.
 */

/** The list's key in the storage registry (`STORED_KEYS.myList`). */
export const MY_LIST_KEY = STORED_KEYS.myList.key;
/** Harbor's "My list" page (apps/web). */
export const MY_LIST_HREF = '/my-list';
/** At most this many services on the list. */
export const MAX_SAVED_SERVICES = 50;
/** What the stored list says it is. */
const MY_LIST_FORMAT = 'harbor-my-list';
const MY_LIST_VERSION = 1;
/** A service id: kebab-case (`988-lifeline`), as the directory's ids are. */
const SERVICE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_ID_LENGTH = 80;

/** The saved services' ids, oldest first. */
export type MyList = readonly string[];

function isServiceId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_ID_LENGTH && SERVICE_ID.test(value);
}

/**
 * A list from what was stored: `{ ids: string[] }`. Anything that is not a service id is left
 * out, as are repeats and any beyond `MAX_SAVED_SERVICES`. Empty when it is not a list.
 */
export function parseMyList(value: unknown): MyList {
  if (typeof value !== 'object' || value === null) return [];
  const ids = (value as { ids?: unknown }).ids;
  if (!Array.isArray(ids)) return [];
  return [...new Set(ids.filter(isServiceId))].slice(0, MAX_SAVED_SERVICES);
}

/** How the list is kept. */
export function myListToJson(list: MyList): string {
  return JSON.stringify({ format: MY_LIST_FORMAT, version: MY_LIST_VERSION, ids: list });
}

/** The list with `id` added at the end; the same list when it is there already, or full. */
export function addToList(list: MyList, id: string): MyList {
  if (!isServiceId(id) || list.includes(id) || list.length >= MAX_SAVED_SERVICES) return list;
  return [...list, id];
}

/** The list without `id`. */
export function removeFromList(list: MyList, id: string): MyList {
  return list.includes(id) ? list.filter((each) => each !== id) : list;
}

/** One saved service, or the id of one the directory no longer has (`resource: null`). */
export interface SavedService {
  /** The saved service's id (a directory `Resource.id`). */
  id: string;
  /** The service from the directory, or null when the directory no longer has it. */
  resource: Resource | null;
}

/** The saved services, in the list's order, looked up in the directory's services. */
export function findSavedServices(list: MyList, resources: readonly Resource[]): SavedService[] {
  const byId = new Map(resources.map((resource) => [resource.id, resource]));
  return list.map((id) => ({ id, resource: byId.get(id) ?? null }));
}

/**
 * Where the list is kept: `'memory'` in shared-computer mode (this page only), `'device'` when the
 * visitor chose "Keep my list on this device" (`localStorage`), else `'tab'` (`sessionStorage`).
 */
export type MyListKeeping = 'memory' | 'tab' | 'device';

/** Where "My list" is kept now: `'memory'`, `'tab'` or `'device'` (see `MyListKeeping`). */
export function myListKeeping(): MyListKeeping {
  if (isSharedComputerMode()) return 'memory';
  return isKeptOnDevice(MY_LIST_KEY) ? 'device' : 'tab';
}

const listeners = new Set<() => void>();
let lastStored: string | null = null;
let lastList: MyList = [];

/** The list kept in this browser (empty when none). Never throws. */
export function readMyList(): MyList {
  const stored = keptStore.getItem(MY_LIST_KEY);
  if (stored === lastStored) return lastList;
  let list: MyList = [];
  if (stored !== null) {
    try {
      list = parseMyList(JSON.parse(stored));
    } catch {
      list = [];
    }
  }
  lastStored = stored;
  lastList = list;
  return list;
}

function tell(): void {
  for (const listener of [...listeners]) listener();
}

/**
 * Keeps the list where `myListKeeping()` says (an empty list is forgotten instead) and tells
 * whoever shows it. False when the browser would not keep it. Nothing is sent anywhere.
 */
export function writeMyList(list: MyList): boolean {
  let kept = true;
  if (list.length === 0) keptStore.removeItem(MY_LIST_KEY);
  else kept = keptStore.setItem(MY_LIST_KEY, myListToJson(list));
  tell();
  return kept;
}

/** What saving a service did: saved (or already there), the list is full, or not kept. */
export type SaveResult = 'saved' | 'full' | 'not-kept';

/** Saves a service to the list. */
export function saveService(id: string): SaveResult {
  const list = readMyList();
  if (list.includes(id)) return 'saved';
  const next = addToList(list, id);
  if (next === list) return 'full';
  return writeMyList(next) ? 'saved' : 'not-kept';
}

/** Removes a service from the list. */
export function removeService(id: string): void {
  writeMyList(removeFromList(readMyList(), id));
}

/** Forgets the whole list, wherever it is kept. */
export function forgetMyList(): void {
  writeMyList([]);
}

/** The visitor's choice: keep the list on this device, or in this tab only. Moves what is kept. */
export function keepMyListOnDevice(on: boolean): boolean {
  const kept = keepOnDevice(MY_LIST_KEY, on);
  tell();
  return kept;
}

/**
 * Calls `listener` when the list changes: here, in another tab (for a list kept on the device),
 * or when shared-computer mode moves it. Returns the unsubscribe.
 */
export function subscribeToMyList(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === MY_LIST_KEY) listener();
  };
  const stopMode = subscribeToSharedComputerMode(listener);
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    stopMode();
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
