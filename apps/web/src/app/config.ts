/**
 * The site's configuration, read from Vite's environment (only apps/web reads it).
 * Pure: pass import.meta.env in.
 */
export interface ConfigEnvironment {
  VITE_SUPABASE_URL?: string | undefined;
  VITE_SUPABASE_ANON_KEY?: string | undefined;
}

export type AppConfig = { ok: true; url: string; anonKey: string } | { ok: false; message: string };

export function readConfig(env: ConfigEnvironment): AppConfig {
  const url = env.VITE_SUPABASE_URL?.trim() ?? '';
  const anonKey = env.VITE_SUPABASE_ANON_KEY?.trim() ?? '';

  const missing = [
    url ? null : 'VITE_SUPABASE_URL',
    anonKey ? null : 'VITE_SUPABASE_ANON_KEY',
  ].filter((name): name is string => name !== null);
  if (missing.length > 0) {
    return {
      ok: false,
      message: `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set. Set ${
        missing.length > 1 ? 'them' : 'it'
      } in the environment (or an .env file) and build the site again.`,
    };
  }

  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, message: `VITE_SUPABASE_URL is not a valid URL: "${url}".` };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    return {
      ok: false,
      message: `VITE_SUPABASE_URL must start with https:// or http://, not "${parsed.protocol}".`,
    };
  }
  return { ok: true, url: url.replace(/\/+$/, ''), anonKey };
}
