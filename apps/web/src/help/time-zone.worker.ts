/**
 * Reads the device's time zone off the page's main thread: the first `Intl.DateTimeFormat` of a
 * thread loads the browser's date-format data, a long task the page would otherwise wait on.
 * Answers once, with the IANA name or null.
 */
function deviceTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

postMessage(deviceTimeZone());
