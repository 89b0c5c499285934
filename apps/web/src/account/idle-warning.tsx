import { useAuth } from '@harbor-help/auth';
import { IdleSignOutWarning } from '@harbor-help/ui';

/**
 * The idle sign-out warning of shared-computer mode, bound to the auth state. Its own chunk:
 * only a visitor in that mode loads it (see app-providers.tsx).
 */
export default function IdleWarning() {
  const { idleSignOutAt, staySignedIn, signOut } = useAuth();
  if (idleSignOutAt === null) return null;
  return (
    <IdleSignOutWarning
      signOutAt={idleSignOutAt}
      onStaySignedIn={staySignedIn}
      onSignOutNow={() => void signOut()}
    />
  );
}
