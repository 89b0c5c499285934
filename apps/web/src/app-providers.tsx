import { AuthProvider, useAuth } from '@harbor/auth';
import type { AuthStorage, SignOutReason } from '@harbor/auth';
import { clearStoredKeysOnSignOut } from '@harbor/device-storage';
import { JourneyProvider } from '@harbor/journey';
import type { SupabaseClient } from '@supabase/supabase-js';
import { lazy, Suspense, useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { IDLE_SIGNED_OUT_NOTICE } from './auth-messages';
import { CLEAR_DEVICE_PATH, prepareQuickExitClearing } from './clear-this-device';
import type { AppRouter } from './routes';
import { useSharedComputerMode } from './use-shared-computer-mode';

/** Shared-computer mode signs out after this long without activity, warning 2 minutes before. */
export const SHARED_COMPUTER_IDLE_MS = 15 * 60_000;

const loadIdleWarning = () => import('./idle-warning');
const IdleWarning = lazy(loadIdleWarning);

/** The idle warning, loaded only in shared-computer mode (ahead of time, so it works offline). */
function IdleWarningHost({ sharedComputer }: { sharedComputer: boolean }) {
  const { idleSignOutAt } = useAuth();
  useEffect(() => {
    if (sharedComputer) void loadIdleWarning().catch(() => undefined);
  }, [sharedComputer]);
  if (idleSignOutAt === null) return null;
  return (
    <Suspense fallback={null}>
      <IdleWarning />
    </Suspense>
  );
}

export interface AppProvidersProps {
  loadClient: () => Promise<SupabaseClient>;
  /** The storage the client keeps its session in (`createAuthStorage`). */
  authStorage: AuthStorage;
  router: AppRouter;
}

/**
 * Auth (with the session storage and, in shared-computer mode, idle sign-out), the journey and
 * the router. Sign-out clears what the registry says it clears, then goes home, except on
 * "Clear this device", which confirms on its own page.
 */
export function AppProviders({ loadClient, authStorage, router }: AppProvidersProps) {
  const sharedComputer = useSharedComputerMode();
  useEffect(prepareQuickExitClearing, []);
  const onSignedOut = (reason: SignOutReason) => {
    clearStoredKeysOnSignOut();
    if (router.state.location.pathname === CLEAR_DEVICE_PATH) return;
    void router.navigate(
      '/',
      reason === 'idle' ? { state: { notice: IDLE_SIGNED_OUT_NOTICE } } : undefined,
    );
  };
  return (
    <AuthProvider
      loadClient={loadClient}
      storage={authStorage}
      idleTimeoutMs={sharedComputer ? SHARED_COMPUTER_IDLE_MS : undefined}
      onSignedOut={onSignedOut}
    >
      <IdleWarningHost sharedComputer={sharedComputer} />
      <JourneyProvider>
        <RouterProvider router={router} />
      </JourneyProvider>
    </AuthProvider>
  );
}
