export { AuthProvider, useAuth, useSupabaseClient, useSupabaseClientLoader } from './auth-provider';
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
export type { MembershipRow, ProfileRow } from './row-mapping';
export type {
  AuthActionResult,
  AuthContextValue,
  AuthStatus,
  Membership,
  MembershipSource,
  MembershipTier,
  Profile,
  SignUpOptions,
  SignUpResult,
} from './types';
