/**
 * Where to send a visitor after signing in: only a path on this site, never another origin.
 * Pure: no React, no globals.
 */
const PLACEHOLDER_ORIGIN = 'https://harbor.invalid';

/**
 * Pages a visitor should never be sent back to after signing in or up, in both languages
 * (spanish-paths.ts; safe-redirect.test.ts checks them against router-link.tsx and the manifest).
 */
export const AUTH_PATHS: ReadonlySet<string> = new Set([
  '/login',
  '/signup',
  '/es/iniciar-sesion',
  '/es/crear-cuenta',
]);

function hasControlCharacter(value: string): boolean {
  for (const character of value) {
    const code = character.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export function getSafeRedirectPath(candidate: unknown, fallback = '/'): string {
  if (typeof candidate !== 'string') return fallback;
  const value = candidate.trim();
  if (!value.startsWith('/')) return fallback; // relative paths, schemes (https:, javascript:, data:)
  if (value.startsWith('//') || value.startsWith('/\\')) return fallback; // protocol-relative URLs
  if (value.includes('\\') || hasControlCharacter(value)) return fallback; // browsers read \ as /

  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return fallback;
  // Paths match without regard to case or a trailing slash, as the router does.
  if (AUTH_PATHS.has(url.pathname.toLowerCase().replace(/\/+$/, ''))) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Reads the page a visitor came from: `?redirectTo=` first, then router state `from`
 * (a path string or a location object), each checked with getSafeRedirectPath; `fallback`
 * (the home page of the page's language) when there is none or it is not safe.
 */
export function getRedirectTarget(search: string, state: unknown, fallback = '/'): string {
  const fromQuery = new URLSearchParams(search).get('redirectTo');
  if (fromQuery !== null) return getSafeRedirectPath(fromQuery, fallback);

  if (typeof state === 'object' && state !== null && 'from' in state) {
    const from: unknown = state.from;
    if (typeof from === 'string') return getSafeRedirectPath(from, fallback);
    if (
      typeof from === 'object' &&
      from !== null &&
      'pathname' in from &&
      typeof from.pathname === 'string'
    ) {
      const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
      const hash = 'hash' in from && typeof from.hash === 'string' ? from.hash : '';
      return getSafeRedirectPath(`${from.pathname}${search}${hash}`, fallback);
    }
  }
  return fallback;
}
