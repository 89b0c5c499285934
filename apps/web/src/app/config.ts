/**
 * The site's configuration, read from Vite's environment (only apps/web reads it).
 * Pure: pass import.meta.env in.
 */
export interface ConfigEnvironment {
  VITE_SUPABASE_URL?: string | undefined;
  VITE_SUPABASE_ANON_KEY?: string | undefined;
}

/**
 * What is wrong with a build's configuration, as data: the words for whoever runs the site are
 * config-message.ts's, which only the configuration error page (not the first load) carries.
 */
export type ConfigProblem =
  | { kind: 'missing'; names: string[] }
  | { kind: 'not-a-url'; url: string }
  | { kind: 'protocol'; protocol: string };

export type AppConfig =
  { ok: true; url: string; anonKey: string } | { ok: false; problem: ConfigProblem };

export function readConfig(env: ConfigEnvironment): AppConfig {
  const url = env.VITE_SUPABASE_URL?.trim() ?? '';
  const anonKey = env.VITE_SUPABASE_ANON_KEY?.trim() ?? '';

  const names = [
    url ? null : 'VITE_SUPABASE_URL',
    anonKey ? null : 'VITE_SUPABASE_ANON_KEY',
  ].filter((name): name is string => name !== null);
  if (names.length > 0) return { ok: false, problem: { kind: 'missing', names } };

  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, problem: { kind: 'not-a-url', url } };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    return { ok: false, problem: { kind: 'protocol', protocol: parsed.protocol } };
  }
  return { ok: true, url: url.replace(/\/+$/, ''), anonKey };
}
