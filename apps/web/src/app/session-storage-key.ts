import { getBrowserStorage, listKeys } from '@harbor-help/device-storage';

/**
 * The name supabase-js keeps a shared-computer session under: `sb-<project>-tab-<id>-auth-token`,
 * with an id of this tab's own (found again after a reload, in this tab's sessionStorage).
 * supabase-js also names its cross-tab channel after it, so no other tab of the browser (the
 * previous visitor's, left open) hears about this sign-in. Outside shared-computer mode: none,
 * supabase-js's own `sb-<project>-auth-token`.
 */
export function sharedComputerStorageKey(supabaseUrl: string): string {
  const project = new URL(supabaseUrl).hostname.split('.')[0] ?? 'project';
  const prefix = `sb-${project}-tab-`;
  const existing = listKeys(getBrowserStorage('session')).find(
    (key) => key.startsWith(prefix) && key.endsWith('-auth-token'),
  );
  return existing ?? `${prefix}${crypto.randomUUID().slice(0, 8)}-auth-token`;
}
