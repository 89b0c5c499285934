import { AuthProvider } from '@harbor-help/auth';
import type { AuthStorage, SignOutReason } from '@harbor-help/auth';
import { JourneyProvider } from '@harbor-help/journey';
import { UiLocaleProvider } from '@harbor-help/ui/locale';
import type { SupabaseClient } from '@supabase/supabase-js';
import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { IDLE_SIGNED_OUT_NOTICE } from '../account/auth-messages';
import {
  CLEAR_DEVICE_PATH,
  CLEAR_DEVICE_PATH_ES,
  loadClearing,
  prepareClearing,
} from '../account/clear-this-device';
import { AppRoutes } from './routes';
import { useSharedComputerMode } from '../account/use-shared-computer-mode';

/** Shared-computer mode signs out after this long without activity, warning 2 minutes before. */
export const SHARED_COMPUTER_IDLE_MS = 15 * 60_000;

/**
 * The language of the packages' own words (@harbor-help/ui's labels and alerts, @harbor-help/auth's
 * messages). English for now; the Spanish pages under /es (issue 25) will pass 'es'.
 */
const SITE_LOCALE = 'en';

// The idle warning: loaded as soon as shared-computer mode is on (so it is here, even offline,
// when it is needed), and only then.
const IdleWarning = lazy(() => import('../account/idle-warning'));

export interface AppProvidersProps {
  loadClient: () => Promise<SupabaseClient>;
  /** The storage the client keeps its session in (`createAuthStorage`). */
  authStorage: AuthStorage;
}

/**
 * The router, auth (with the session storage and, in shared-computer mode, idle sign-out), the
 * journey and the route table. Sign-out clears what the registry says it clears, then goes home,
 * except on "Clear this device", which confirms on its own page.
 */
export function AppProviders(props: AppProvidersProps) {
  return (
    <BrowserRouter>
      <AppProvidersInRouter {...props} />
    </BrowserRouter>
  );
}

function AppProvidersInRouter({ loadClient, authStorage }: AppProvidersProps) {
  const navigate = useNavigate();
  const sharedComputer = useSharedComputerMode();
  useEffect(() => prepareClearing(sharedComputer), [sharedComputer]);
  const onSignedOut = (reason: SignOutReason) => {
    // The session's keys are gone already (@harbor-help/auth removed them); the rest of what the
    // registry clears on sign-out (in shared-computer mode, the personal values in memory) follows.
    void loadClearing()
      .then(({ clearStoredKeysOnSignOut }) => clearStoredKeysOnSignOut())
      .catch(() => undefined);
    // "Clear this device" (in either language) says itself that the visitor is signed out.
    const { pathname } = window.location;
    if (pathname === CLEAR_DEVICE_PATH || pathname === CLEAR_DEVICE_PATH_ES) return;
    void navigate(
      '/',
      reason === 'idle' ? { state: { notice: IDLE_SIGNED_OUT_NOTICE } } : undefined,
    );
  };
  return (
    <AuthProvider
      locale={SITE_LOCALE}
      loadClient={loadClient}
      storage={authStorage}
      idleTimeoutMs={sharedComputer ? SHARED_COMPUTER_IDLE_MS : undefined}
      onSignedOut={onSignedOut}
      // The spec's "logged": failures as console.error, refusals (a wrong password) as console.warn.
      logger={console}
    >
      <UiLocaleProvider locale={SITE_LOCALE}>
        {sharedComputer ? (
          <Suspense fallback={null}>
            <IdleWarning />
          </Suspense>
        ) : null}
        <JourneyProvider>
          <AppRoutes />
        </JourneyProvider>
      </UiLocaleProvider>
    </AuthProvider>
  );
}
