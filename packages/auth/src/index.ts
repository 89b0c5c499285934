export {
  AuthProvider,
  DEFAULT_IDLE_WARNING_MS,
  useAuth,
  useSupabaseClient,
  useSupabaseClientLoader,
} from './auth-provider';
export { createAuthStorage } from './auth-storage';
export { hasStoredSession } from './stored-auth-entries';
export { hasMembershipAccess } from './membership-access';
export {
  MEMBERSHIP_TIERS,
  PAID_MEMBERSHIP_TIERS,
  isMembershipTier,
  isPaidMembershipTier,
} from './membership-tier';
export { toMembership, toProfile } from './row-mapping';
export { isNetworkAuthError, toAuthError } from './auth-errors';

export type { AuthProviderProps } from './auth-provider';
export type { AuthStorage, AuthStorageOptions, SessionPersistence } from './auth-storage';
export type { MembershipRow, ProfileRow } from './row-mapping';
export type {
  AuthActionResult,
  AuthContextValue,
  AuthStatus,
  Membership,
  MembershipSource,
  MembershipTier,
  Profile,
  SignInOptions,
  SignOutReason,
  SignUpOptions,
  SignUpResult,
} from './types';
