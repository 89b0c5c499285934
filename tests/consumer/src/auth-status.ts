// No React here: the store from the React-free subpath, as a script or another framework uses it.
import { createAuthStore, hasMembershipAccess } from '@harbor-help/auth/core';
import type { AuthSnapshot, AuthStore } from '@harbor-help/auth/core';
import type { SupabaseClient } from '@supabase/supabase-js';

export function describeAuth(snapshot: AuthSnapshot): string {
  if (snapshot.status !== 'signed-in') return snapshot.status;
  return hasMembershipAccess(snapshot.membership) ? 'signed in, member' : 'signed in';
}

export function watchAuth(client: SupabaseClient, onChange: (line: string) => void): () => void {
  const store: AuthStore = createAuthStore(client, { signOutScope: 'local' });
  const unsubscribe = store.subscribe(() => onChange(describeAuth(store.getSnapshot())));
  const stop = store.mount();
  return () => {
    unsubscribe();
    stop();
  };
}
