/**
 * Reads the device's time zone off the page's main thread: the first `Intl.DateTimeFormat` of a
 * thread loads the browser's date-format data, a long task the page would otherwise wait on.
 * Answers once, with the IANA name or null.
 */
let zone: string | null = null;
try {
  zone = Intl.DateTimeFormat().resolvedOptions().timeZone || null;
} catch {
  zone = null;
}
postMessage(zone);
