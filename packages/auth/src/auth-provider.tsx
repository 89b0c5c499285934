import type { SupabaseClient } from '@supabase/supabase-js';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  startTransition,
  useMemo,
  useReducer,
  useRef,
  useState,
  use,
} from 'react';
import type { ReactNode } from 'react';
import { authReducer, getAuthStatus, initialAuthState, shouldFetchUserData } from './auth-state';
import { getBrowserStorage } from '@harbor-help/device-storage';
import { toAuthError } from './auth-errors';
import type * as ClientCallsModule from './client-calls';
import { clearStoredAuthEntries } from './auth-storage';
import type { AuthStorage, SessionPersistence } from './auth-storage';
import {
  hasStoredSession as storageHoldsSession,
  urlCarriesAuthResponse,
} from './stored-auth-entries';
import type { AuthContextValue, SignInOptions, SignOutReason, SignUpOptions } from './types';
import { useMembershipAccess } from './use-membership-access';

/** How long before an idle sign-out the warning comes, unless `warnBeforeMs` says otherwise. */
export const DEFAULT_IDLE_WARNING_MS = 2 * 60_000;

// Idle sign-out is loaded only where it is asked for and someone is signed in.
const IdleWatcher = lazy(() => import('./idle-watcher'));

type ClientCalls = typeof ClientCallsModule;
let clientCalls: Promise<ClientCalls> | null = null;

/** The calls made through the client (sign-in, the profile read…), loaded once, when first needed. */
function loadClientCalls(): Promise<ClientCalls> {
  // Not while the browser says it is offline: some browsers remember a failed import() until the
  // page reloads, so trying now would make every later try fail too.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return Promise.reject(new TypeError('No connection: the sign-in calls are not loaded now.'));
  }
  clientCalls ??= import('./client-calls').catch((error: unknown) => {
    // Try again next time (the network may be back).
    clientCalls = null;
    throw error;
  });
  return clientCalls;
}

export type AuthProviderProps = (
  | {
      /** The app's Supabase client. The provider never creates one. */
      client: SupabaseClient;
      loadClient?: never;
      hasStoredSession?: never;
    }
  | {
      client?: never;
      /**
       * Loads the app's Supabase client on demand (usually a dynamic `import()` of the module that
       * creates it), so supabase-js stays off a page's first load. Called at start when storage
       * holds a session (after the first render), otherwise only when something needs the client:
       * an auth action (sign-in, sign-up, …) or a component calling `useSupabaseClient()`. With no
       * stored session the status is `signed-out` at once, without loading anything.
       */
      loadClient: () => Promise<SupabaseClient>;
      /**
       * Whether storage holds a session. Default: `storage.hasSession()` when `storage` is given,
       * else looks for supabase-js's `sb-…-auth-token` in `localStorage`.
       */
      hasStoredSession?: () => boolean;
    }
) &
  AuthProviderOwnProps;

interface AuthProviderOwnProps {
  /**
   * Called after sign-out has cleared everything, with why: `'user'` (`signOut()`) or `'idle'`
   * (`idleTimeoutMs` passed). The app navigates (to `/`).
   */
  onSignedOut?: (reason: SignOutReason) => void;
  /**
   * The storage the client keeps its session in: the `createAuthStorage()` you gave supabase-js
   * as `auth.storage`. With it, `signIn` and `signUp` can choose where the session is kept
   * (`persistence`: `localStorage`, or this tab's `sessionStorage` only).
   */
  storage?: AuthStorage;
  /**
   * Signs the person out everywhere after this long without activity (keys, pointer, scroll,
   * touch) while they are signed in. Omitted or 0: never.
   */
  idleTimeoutMs?: number;
  /** How long before an idle sign-out to warn (`useAuth().idleSignOutAt`). Default 2 minutes. */
  warnBeforeMs?: number;
  /** Called when the idle warning comes up, with the time sign-out is due (ms since the epoch). */
  onIdleWarning?: (signOutAt: number) => void;
  children: ReactNode;
}

/** The error `signIn` / `signUp` answer when asked for a `persistence` without a `storage`. */
const NO_STORAGE_FOR_PERSISTENCE = "persistence needs AuthProvider's storage prop";

const AuthContext = createContext<AuthContextValue | undefined>(undefined);
AuthContext.displayName = 'AuthContext';
interface ClientAccess {
  /** The client once it is here (at once when given as `client`). */
  client: SupabaseClient | null;
  /** The client, loading it first when needed. */
  getClient: () => Promise<SupabaseClient>;
}

const SupabaseClientContext = createContext<ClientAccess | undefined>(undefined);

type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** Marks the promise as React's `use` reads it, so a settled load is read without suspending. */
function track<T>(promise: Promise<T>): Tracked<T> {
  const tracked: Tracked<T> = promise;
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}
SupabaseClientContext.displayName = 'SupabaseClientContext';

export function AuthProvider({
  client: givenClient,
  loadClient,
  hasStoredSession,
  onSignedOut,
  storage,
  idleTimeoutMs,
  warnBeforeMs = DEFAULT_IDLE_WARNING_MS,
  onIdleWarning,
  children,
}: AuthProviderProps) {
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  const [loadedClient, setLoadedClient] = useState<SupabaseClient | null>(null);
  const client = givenClient ?? loadedClient;
  const loaderRef = useRef(loadClient);
  const loadingRef = useRef<Tracked<SupabaseClient> | null>(null);
  const getClient = useCallback((): Promise<SupabaseClient> => {
    if (givenClient) return Promise.resolve(givenClient);
    if (!loadingRef.current) {
      const load = loaderRef.current;
      if (!load) return Promise.reject(new Error('AuthProvider needs client or loadClient'));
      loadingRef.current = track(
        load().then(
          (loaded) => {
            setLoadedClient(loaded);
            return loaded;
          },
          (error: unknown) => {
            // Try again next time something needs the client (the network may be back).
            loadingRef.current = null;
            throw error;
          },
        ),
      );
    }
    return loadingRef.current;
  }, [givenClient]);
  const hasStoredSessionRef = useRef(hasStoredSession);
  const storageRef = useRef(storage);
  useEffect(() => {
    storageRef.current = storage;
  }, [storage]);
  // Which user the latest auth event was for, and which user-data request is the latest.
  // A response from an older request, or for another user, is dropped.
  const userIdRef = useRef<string | null>(null);
  const requestRef = useRef(0);
  const onSignedOutRef = useRef(onSignedOut);
  useEffect(() => {
    onSignedOutRef.current = onSignedOut;
  }, [onSignedOut]);

  // Loading on demand: with a stored session, load the client now (after the first render); with
  // none, the visitor is signed out until they sign in.
  useEffect(() => {
    if (givenClient) return;
    // An email link's tokens in the address need the client now too, to become a session.
    const stored =
      hasStoredSessionRef.current?.() ??
      ((storageRef.current?.hasSession() ?? storageHoldsSession(getBrowserStorage('local'))) ||
        urlCarriesAuthResponse(typeof window === 'undefined' ? null : window.location));
    if (stored) {
      getClient().catch((error: unknown) => {
        console.error('Error loading the Supabase client:', error);
        dispatch({ type: 'signed-out' });
      });
    } else {
      // A transition: on a page being hydrated in slices, an urgent update here would make React
      // hydrate the rest of the page at once, in one long task, to apply it.
      startTransition(() => dispatch({ type: 'signed-out' }));
    }
  }, [givenClient, getClient]);

  useEffect(() => {
    if (!client) return;
    let subscribed = true;
    const loadUserData = (userId: string, request: number) => {
      void loadClientCalls()
        .then(({ fetchUserData }) => fetchUserData(client, userId))
        .catch((error: unknown) => ({ profile: null, membership: null, errors: [error] }))
        .then(({ profile, membership, errors }) => {
          if (!subscribed || request !== requestRef.current || userIdRef.current !== userId) return;
          for (const error of errors) console.error('Error fetching user data:', error);
          dispatch({ type: 'user-data-loaded', userId, profile, membership });
        });
    };
    const { data } = client.auth.onAuthStateChange((event, session) => {
      const userId = session?.user.id ?? null;
      const fetchNeeded = shouldFetchUserData(event, userIdRef.current, userId);
      if (userId !== userIdRef.current) requestRef.current += 1;
      userIdRef.current = userId;
      dispatch({ type: 'auth-changed', event, session });
      if (!userId || !fetchNeeded) return;
      const request = ++requestRef.current;
      // supabase-js holds a lock while this callback runs: querying from inside it can deadlock.
      setTimeout(() => {
        if (subscribed && request === requestRef.current) loadUserData(userId, request);
      }, 0);
    });
    return () => {
      subscribed = false;
      data.subscription.unsubscribe();
    };
  }, [client]);

  // Every action first gets the client (loading it if needed); a client that cannot load is
  // reported as the action's error, like a network failure, never thrown.
  const withClient = useCallback(
    async <T,>(
      action: (loaded: SupabaseClient, calls: ClientCalls) => Promise<T>,
      failed: (error: ReturnType<typeof toAuthError>) => T,
    ): Promise<T> => {
      let loaded: SupabaseClient;
      let calls: ClientCalls;
      try {
        [loaded, calls] = await Promise.all([getClient(), loadClientCalls()]);
      } catch (thrown) {
        const error = toAuthError(thrown);
        console.error('Error loading the Supabase client:', error);
        return failed(error);
      }
      return action(loaded, calls);
    },
    [getClient],
  );
  // Where the session of the next sign-in is kept; false when that cannot be honoured.
  const choosePersistence = useCallback((persistence: SessionPersistence | undefined) => {
    if (!persistence) return true;
    if (!storageRef.current) {
      console.error('Error signing in:', NO_STORAGE_FOR_PERSISTENCE);
      return false;
    }
    storageRef.current.setPersistence(persistence);
    return true;
  }, []);
  const signIn = useCallback(
    async (email: string, password: string, options?: SignInOptions) => {
      if (!choosePersistence(options?.persistence))
        return { error: toAuthError(new Error(NO_STORAGE_FOR_PERSISTENCE)) };
      return withClient(
        (loaded, calls) => calls.signInWithPassword(loaded, email, password),
        (error) => ({ error }),
      );
    },
    [withClient, choosePersistence],
  );
  const signUp = useCallback(
    async (email: string, password: string, fullName: string, options?: SignUpOptions) => {
      if (!choosePersistence(options?.persistence)) {
        const error = toAuthError(new Error(NO_STORAGE_FOR_PERSISTENCE));
        return { error, confirmationRequired: false };
      }
      return withClient(
        (loaded, calls) => calls.signUpWithPassword(loaded, email, password, fullName, options),
        (error) => ({ error, confirmationRequired: false }),
      );
    },
    [withClient, choosePersistence],
  );
  const resendConfirmationEmail = useCallback(
    (email: string, options?: SignUpOptions) =>
      withClient(
        (loaded, calls) => calls.resendSignUpConfirmation(loaded, email, options),
        (error) => ({ error }),
      ),
    [withClient],
  );
  const endSession = useCallback(
    async (reason: SignOutReason) => {
      // Without a client nobody signed in here: there is nothing to end on the server.
      if (client) {
        try {
          await (await loadClientCalls()).signOutEverywhere(client);
        } catch (error) {
          console.error('Error signing out:', error);
        }
      }
      // Clear everything whatever the service said: the person asked to leave (or walked away).
      userIdRef.current = null;
      requestRef.current += 1;
      dispatch({ type: 'signed-out' });
      clearStoredAuthEntries();
      onSignedOutRef.current?.(reason);
    },
    [client],
  );
  const signOut = useCallback(() => endSession('user'), [endSession]);

  // Idle sign-out: the watcher (loaded on demand) says when to warn and when time is up.
  const idleEnabled = idleTimeoutMs !== undefined && idleTimeoutMs > 0 && state.user !== null;
  const [idleSignOutAt, setIdleSignOutAt] = useState<number | null>(null);
  const stayRef = useRef<(() => void) | null>(null);
  const endSessionRef = useRef(endSession);
  const onIdleWarningRef = useRef(onIdleWarning);
  useEffect(() => {
    endSessionRef.current = endSession;
    onIdleWarningRef.current = onIdleWarning;
  });
  const onIdleWarningDue = useCallback((signOutAt: number) => {
    setIdleSignOutAt(signOutAt);
    onIdleWarningRef.current?.(signOutAt);
  }, []);
  const onIdleTimeout = useCallback(() => {
    setIdleSignOutAt(null);
    void endSessionRef.current('idle');
  }, []);
  const staySignedIn = useCallback(() => {
    setIdleSignOutAt(null);
    stayRef.current?.();
  }, []);
  useEffect(() => {
    // Nobody to warn any more (signed out, or the option was turned off): no warning left over.
    // Only when there is one: even a no-op update re-renders the provider (while a page is being
    // hydrated, an urgent one makes React hydrate the rest of it at once).
    if (!idleEnabled && idleSignOutAt !== null) setIdleSignOutAt(null);
  }, [idleEnabled, idleSignOutAt]);
  const requestPasswordReset = useCallback(
    (email: string, redirectTo: string) =>
      withClient(
        (loaded, calls) => calls.requestPasswordResetEmail(loaded, email, redirectTo),
        (error) => ({ error }),
      ),
    [withClient],
  );
  const updatePassword = useCallback(
    async (password: string) => {
      const result = await withClient(
        (loaded, calls) => calls.updateUserPassword(loaded, password),
        (error) => ({ error }),
      );
      if (!result.error) dispatch({ type: 'password-updated' });
      return result;
    },
    [withClient],
  );

  const refreshUserData = useCallback(async () => {
    const userId = userIdRef.current;
    if (!userId || !client) return;
    const request = ++requestRef.current;
    const { profile, membership, errors } = await loadClientCalls()
      .then(({ fetchUserData }) => fetchUserData(client, userId))
      .catch((error: unknown) => ({ profile: null, membership: null, errors: [error] }));
    if (request !== requestRef.current || userIdRef.current !== userId) return;
    if (errors.length > 0) {
      // Keep what we had: a failed re-read must not take a badge away.
      for (const error of errors) console.error('Error fetching user data:', error);
      return;
    }
    dispatch({ type: 'user-data-loaded', userId, profile, membership });
  }, [client]);

  const hasMembershipAccess = useMembershipAccess(state.membership);
  const value = useMemo<AuthContextValue>(
    () => ({
      status: getAuthStatus(state),
      session: state.session,
      user: state.user,
      profile: state.profile,
      membership: state.membership,
      hasMembershipAccess,
      isPasswordRecovery: state.isPasswordRecovery,
      idleSignOutAt: idleEnabled ? idleSignOutAt : null,
      staySignedIn,
      signIn,
      signUp,
      resendConfirmationEmail,
      signOut,
      requestPasswordReset,
      updatePassword,
      refreshUserData,
    }),
    [
      state,
      hasMembershipAccess,
      idleEnabled,
      idleSignOutAt,
      staySignedIn,
      signIn,
      signUp,
      resendConfirmationEmail,
      signOut,
      requestPasswordReset,
      updatePassword,
      refreshUserData,
    ],
  );

  const clientAccess = useMemo<ClientAccess>(() => ({ client, getClient }), [client, getClient]);

  return (
    <SupabaseClientContext.Provider value={clientAccess}>
      <AuthContext.Provider value={value}>
        {children}
        {idleEnabled ? (
          <Suspense fallback={null}>
            <IdleWatcher
              idleTimeoutMs={idleTimeoutMs}
              warnBeforeMs={warnBeforeMs}
              onWarning={onIdleWarningDue}
              onTimeout={onIdleTimeout}
              stayRef={stayRef}
            />
          </Suspense>
        ) : null}
      </AuthContext.Provider>
    </SupabaseClientContext.Provider>
  );
}
AuthProvider.displayName = 'AuthProvider';

/** The auth state and actions. Throws when used outside an `AuthProvider`. */
export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (context === undefined) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}

/**
 * The Supabase client given to the surrounding `AuthProvider`, for the app's own reads and
 * function calls (they then carry the signed-in person's session). Throws outside the provider.
 * With `loadClient`, a component calling it before the client is here suspends (React 19's
 * `use`) until it is: put it under a `<Suspense>` boundary, or use `useSupabaseClientLoader`.
 */
export function useSupabaseClient(): SupabaseClient {
  const access = useContext(SupabaseClientContext);
  if (access === undefined)
    throw new Error('useSupabaseClient must be used within an AuthProvider');
  if (access.client) return access.client;
  return use(access.getClient());
}

/**
 * A function that resolves to the provider's Supabase client, loading it first when the provider
 * loads it on demand: call it when the client is needed (a form is sent), so a page can render
 * without it. Throws outside the provider.
 */
export function useSupabaseClientLoader(): () => Promise<SupabaseClient> {
  const access = useContext(SupabaseClientContext);
  if (access === undefined)
    throw new Error('useSupabaseClientLoader must be used within an AuthProvider');
  return access.getClient;
}
