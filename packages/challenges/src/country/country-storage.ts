import { STORED_KEYS, localStore } from '@harbor-help/device-storage';

/**
 * The one place the chosen country is kept on the device: `harbor:country`, listed in
 * `@harbor-help/device-storage`'s registry as personal, so in shared-computer mode it is kept in this
 * page's memory only.
 */
export const COUNTRY_STORAGE_KEY = STORED_KEYS.country.key;

/** The country the visitor chose on this device, if any (never throws: storage may be blocked). */
export function readChosenCountry(): string | null {
  return localStore.getItem(COUNTRY_STORAGE_KEY);
}

/** Remembers the visitor's choice on this device (silently does nothing where storage is blocked). */
export function saveChosenCountry(code: string): void {
  localStore.setItem(COUNTRY_STORAGE_KEY, code);
}
