/**
 * Where the device's time zone is read. The first use of `Intl.DateTimeFormat` in a page loads the
 * browser's date-format data: a long task (about 40 ms on a fast machine, several times that on an
 * old phone) in the middle of the page's start. An app can read it elsewhere instead, for example
 * in a Web Worker, with `setTimeZoneReader`.
 */
export type TimeZoneReader = () => Promise<string | undefined>;

/** The device's IANA time zone ('Europe/London') as this thread's `Intl` says, or undefined. */
export function readTimeZoneHere(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

let reader: TimeZoneReader = () => Promise.resolve(readTimeZoneHere());

/**
 * Reads the time zone with `next` from now on (by default, `Intl` on the main thread). A reader
 * that fails or rejects counts as "the time zone says nothing": the preferred languages decide.
 */
export function setTimeZoneReader(next: TimeZoneReader): void {
  reader = next;
}

/** The device's time zone, through the reader set with `setTimeZoneReader`. Never rejects. */
export function readTimeZone(): Promise<string | undefined> {
  return reader().then(
    (zone) => (typeof zone === 'string' && zone !== '' ? zone : undefined),
    () => undefined,
  );
}
