// @harbor-help/auth/core: the auth store and the rules, with no React. `createAuthStore` is what
// `AuthProvider` binds to React; use it directly from other frameworks, a web component or a
// plain script. Everything here is also exported from `@harbor-help/auth`.
export { createAuthStore, DEFAULT_IDLE_WARNING_MS } from './auth-store';
export type {
  AuthActions,
  AuthClientSource,
  AuthSnapshot,
  AuthStore,
  AuthStoreOptions,
  UserDataReader,
  UserDataResult,
} from './auth-store';
export { defaultAuthLogger } from './logger';
export type { AuthLogger } from './logger';
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
export {
  AUTH_LOCALES,
  authErrorMessage,
  isAuthLocaleLoaded,
  loadAuthLocale,
} from './auth-messages';
export type { AuthLocale } from './auth-messages';

export type { AuthStorage, AuthStorageOptions, SessionPersistence } from './auth-storage';
export type { MembershipRow, ProfileRow } from './row-mapping';
export type {
  AuthActionResult,
  AuthStatus,
  Membership,
  MembershipSource,
  MembershipTier,
  Profile,
  SignInOptions,
  SignOutOptions,
  SignOutReason,
  SignOutScope,
  SignUpOptions,
  SignUpResult,
} from './types';
