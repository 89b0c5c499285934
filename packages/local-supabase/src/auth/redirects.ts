/**
 * Where an email link may send its user, as GoTrue allows it: a loopback origin, the site URL or
 * a configured origin; anything else (or nothing) goes to the site URL.
 */
export function redirectPolicy(siteUrl: string, allowedOrigins: readonly string[]) {
  return (requested: string | null | undefined): string => {
    if (!requested) return siteUrl;
    try {
      const url = new URL(requested);
      const loopback =
        url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
      if (
        loopback ||
        url.origin === new URL(siteUrl).origin ||
        allowedOrigins.includes(url.origin)
      ) {
        return url.toString();
      }
    } catch {
      // not a URL: fall back to the site
    }
    return siteUrl;
  };
}

export function withoutHash(url: string): string {
  const index = url.indexOf('#');
  return index === -1 ? url : url.slice(0, index);
}
