/** Leaves the site for a checkout or billing page. Its own module so tests can replace it. */
export function redirectTo(url: string): void {
  window.location.assign(url);
}

/** Only web addresses: a checkout URL from the server is still checked before we follow it. */
export function isWebUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
