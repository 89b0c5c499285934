import type { SupabaseClient } from '@supabase/supabase-js';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
} from 'react';
import type { ReactNode } from 'react';
import {
  requestPasswordResetEmail,
  resendSignUpConfirmation,
  signInWithPassword,
  signOutEverywhere,
  signUpWithPassword,
  updateUserPassword,
} from './auth-actions';
import { authReducer, getAuthStatus, initialAuthState, shouldFetchUserData } from './auth-state';
import { fetchUserData } from './fetch-user-data';
import { getBrowserStorage, removeStoredAuthEntries } from './stored-auth-entries';
import type { AuthContextValue, SignUpOptions } from './types';
import { useMembershipAccess } from './use-membership-access';

export interface AuthProviderProps {
  /** The app's Supabase client. The provider never creates one. */
  client: SupabaseClient;
  /** Called after sign-out has cleared everything; the app navigates (to `/`). */
  onSignedOut?: () => void;
  children: ReactNode;
}

const AuthContext = createContext<AuthContextValue | undefined>(undefined);
AuthContext.displayName = 'AuthContext';
const SupabaseClientContext = createContext<SupabaseClient | undefined>(undefined);
SupabaseClientContext.displayName = 'SupabaseClientContext';

export function AuthProvider({ client, onSignedOut, children }: AuthProviderProps) {
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  // Which user the latest auth event was for, and which user-data request is the latest.
  // A response from an older request, or for another user, is dropped.
  const userIdRef = useRef<string | null>(null);
  const requestRef = useRef(0);
  const onSignedOutRef = useRef(onSignedOut);
  useEffect(() => {
    onSignedOutRef.current = onSignedOut;
  }, [onSignedOut]);

  useEffect(() => {
    let subscribed = true;
    const loadUserData = (userId: string, request: number) => {
      void fetchUserData(client, userId).then(({ profile, membership, errors }) => {
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

  const signIn = useCallback(
    (email: string, password: string) => signInWithPassword(client, email, password),
    [client],
  );
  const signUp = useCallback(
    (email: string, password: string, fullName: string, options?: SignUpOptions) =>
      signUpWithPassword(client, email, password, fullName, options),
    [client],
  );
  const resendConfirmationEmail = useCallback(
    (email: string, options?: SignUpOptions) => resendSignUpConfirmation(client, email, options),
    [client],
  );
  const signOut = useCallback(async () => {
    await signOutEverywhere(client);
    // Clear everything whatever the service said: the person asked to leave.
    userIdRef.current = null;
    requestRef.current += 1;
    dispatch({ type: 'signed-out' });
    removeStoredAuthEntries(getBrowserStorage());
    onSignedOutRef.current?.();
  }, [client]);
  const requestPasswordReset = useCallback(
    (email: string, redirectTo: string) => requestPasswordResetEmail(client, email, redirectTo),
    [client],
  );
  const updatePassword = useCallback(
    async (password: string) => {
      const result = await updateUserPassword(client, password);
      if (!result.error) dispatch({ type: 'password-updated' });
      return result;
    },
    [client],
  );

  const refreshUserData = useCallback(async () => {
    const userId = userIdRef.current;
    if (!userId) return;
    const request = ++requestRef.current;
    const { profile, membership, errors } = await fetchUserData(client, userId);
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
      signIn,
      signUp,
      resendConfirmationEmail,
      signOut,
      requestPasswordReset,
      updatePassword,
      refreshUserData,
    ],
  );

  return (
    <SupabaseClientContext.Provider value={client}>
      <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
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
 */
export function useSupabaseClient(): SupabaseClient {
  const client = useContext(SupabaseClientContext);
  if (client === undefined)
    throw new Error('useSupabaseClient must be used within an AuthProvider');
  return client;
}
