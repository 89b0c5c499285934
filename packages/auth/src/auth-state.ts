import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import type { AuthStatus, Membership, Profile } from './types';

/** Everything the auth provider remembers. Pure data: the reducer below is the only writer. */
export interface AuthState {
  /** False until the first auth event (INITIAL_SESSION) told us who, if anyone, is signed in. */
  sessionKnown: boolean;
  session: Session | null;
  user: User | null;
  profile: Profile | null;
  membership: Membership | null;
  /** The user whose profile and membership are loaded (or failed to load); null while none are. */
  userDataFor: string | null;
  isPasswordRecovery: boolean;
}

export type AuthAction =
  | { type: 'auth-changed'; event: AuthChangeEvent; session: Session | null }
  | {
      type: 'user-data-loaded';
      userId: string;
      profile: Profile | null;
      membership: Membership | null;
    }
  | { type: 'signed-out' }
  | { type: 'password-updated' };

export const initialAuthState: AuthState = {
  sessionKnown: false,
  session: null,
  user: null,
  profile: null,
  membership: null,
  userDataFor: null,
  isPasswordRecovery: false,
};

const signedOutState: AuthState = { ...initialAuthState, sessionKnown: true };

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'auth-changed': {
      const user = action.session?.user ?? null;
      if (!user) return signedOutState;
      const sameUser = state.userDataFor === user.id;
      return {
        sessionKnown: true,
        session: action.session,
        user,
        // Never show one user's profile or membership to another.
        profile: sameUser ? state.profile : null,
        membership: sameUser ? state.membership : null,
        userDataFor: sameUser ? state.userDataFor : null,
        isPasswordRecovery:
          action.event === 'PASSWORD_RECOVERY' ||
          (state.user?.id === user.id && state.isPasswordRecovery),
      };
    }
    case 'user-data-loaded':
      // A response for someone who is no longer signed in is dropped.
      if (state.user?.id !== action.userId) return state;
      return {
        ...state,
        profile: action.profile,
        membership: action.membership,
        userDataFor: action.userId,
      };
    case 'signed-out':
      return signedOutState;
    case 'password-updated':
      return state.isPasswordRecovery ? { ...state, isPasswordRecovery: false } : state;
  }
}

export function getAuthStatus(state: AuthState): AuthStatus {
  if (!state.sessionKnown) return 'loading';
  if (!state.user) return 'signed-out';
  return state.userDataFor === state.user.id ? 'signed-in' : 'loading';
}

const EVENTS_THAT_REFETCH: ReadonlySet<AuthChangeEvent> = new Set([
  'INITIAL_SESSION',
  'SIGNED_IN',
  'USER_UPDATED',
  'PASSWORD_RECOVERY',
]);

/**
 * Whether an auth event calls for reading the profile and membership again.
 * A token refresh for the same user does not: only the session changed.
 */
export function shouldFetchUserData(
  event: AuthChangeEvent,
  previousUserId: string | null,
  nextUserId: string | null,
): boolean {
  if (!nextUserId) return false;
  return nextUserId !== previousUserId || EVENTS_THAT_REFETCH.has(event);
}
