/**
 * The one place the chosen country is kept on the device. When shared-computer mode arrives it
 * should skip (and clear) this key.
 */
export const COUNTRY_STORAGE_KEY = 'harbor:country';

/** The country the visitor chose on this device, if any (never throws: storage may be blocked). */
export function readChosenCountry(): string | null {
  try {
    return globalThis.localStorage?.getItem(COUNTRY_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Remembers the visitor's choice on this device (silently does nothing where storage is blocked). */
export function saveChosenCountry(code: string): void {
  try {
    globalThis.localStorage?.setItem(COUNTRY_STORAGE_KEY, code);
  } catch {
    // Private mode or storage turned off: the choice lasts for this page only.
  }
}
