import type { AuthError, Session, User } from '@supabase/supabase-js';
import type { SessionPersistence } from './auth-storage';

/** Every tier a membership row can hold. Only the paid tiers (basic, premium, vip) give access. */
export type MembershipTier = 'free' | 'basic' | 'premium' | 'vip';

/**
 * Where a membership came from: a paid Stripe subscription, a free hardship grant (Basic for 90
 * days, for someone who cannot pay), or written by hand (demo accounts, staff).
 */
export type MembershipSource = 'stripe' | 'hardship' | 'manual';

/** The latest active membership of a user, as the product keeps it (spec §3). */
export interface Membership {
  /** The membership row's id (a UUID). */
  id: string;
  /** The tier it grants; only `basic`, `premium` and `vip` give access. */
  tier: MembershipTier;
  /** Whether the membership is current (access needs a paid tier too). */
  isActive: boolean;
  /** ISO 8601 timestamp, or null when the row has none. */
  startDate: string | null;
  /** ISO 8601 timestamp, or null for a membership that never ends. */
  endDate: string | null;
  /** Where it came from; null (or absent) when the row does not say. Access never depends on it. */
  source?: MembershipSource | null;
}

/** The profile of a user, as the product keeps it (spec §3). */
export interface Profile {
  /** The email address on the profile, or null when the row has none. */
  email: string | null;
  /** The name the person gave at sign-up, or null when the row has none. */
  fullName: string | null;
}

/**
 * `loading` until the first session is known and, when someone is signed in,
 * until their profile and membership have been fetched (or failed to).
 */
export type AuthStatus = 'loading' | 'signed-out' | 'signed-in';

/** What every auth action resolves to. Service failures are returned, never thrown. */
export interface AuthActionResult {
  /** The service's error when the action failed (see `authErrorMessage`), or null on success. */
  error: AuthError | null;
}

/**
 * What `signUp` resolves to. When the project requires email confirmation (Supabase's default
 * "Confirm email" setting), a successful sign-up starts no session: `confirmationRequired` is
 * true and the person must open the link emailed to them before they can sign in. For an address
 * that already has an account, Supabase answers the same way (so addresses cannot be probed).
 */
export interface SignUpResult extends AuthActionResult {
  /** True when the sign-up succeeded but no session started: the email must be confirmed first. */
  confirmationRequired: boolean;
}

/** Options for `signIn`. */
export interface SignInOptions {
  /**
   * Where the session is kept: `'local'` (`localStorage`, the default) or `'tab'` (this tab's
   * `sessionStorage` only: closing the tab signs out). Needs `AuthProvider`'s `storage`.
   */
  persistence?: SessionPersistence;
}

/**
 * Which sessions `signOut` ends (Supabase's scopes):
 * - `'global'` (the default, the spec's): every session of the person, on every device; this
 *   browser's stored auth entries (every `sb-…` key) are removed.
 * - `'local'`: this session only; only this client's stored session is removed.
 * - `'others'`: every session but this one; the person stays signed in here, nothing is cleared
 *   and `onSignedOut` is not called.
 */
export type SignOutScope = 'global' | 'local' | 'others';

/** Options for `signOut`. */
export interface SignOutOptions {
  /** Default: the provider's (store's) `signOutScope`, itself `'global'` by default. */
  scope?: SignOutScope;
}

/** Why the person was signed out, as `onSignedOut` is told. */
export type SignOutReason = 'user' | 'idle';

/** Options for `signUp`. */
export interface SignUpOptions extends SignInOptions {
  /**
   * Where the confirmation link leads once the email is confirmed. Must be in the project's
   * allowed redirect URLs; otherwise Supabase uses the Site URL.
   */
  emailRedirectTo?: string;
  /**
   * The language of the page the person signs up from, as a BCP 47 tag (`'es'`), kept in their
   * user metadata as `locale`. Supabase's email templates can read it (`.Data.locale`) to write
   * the confirmation and password-reset emails in that language; Harbor's do, in Spanish for
   * `'es'`. Left out: no `locale`, and the templates' default language.
   */
  locale?: string;
}

/** The value `useAuth()` returns. */
export interface AuthContextValue {
  /** `loading` until the session and user data are known, then `signed-out` or `signed-in`. */
  status: AuthStatus;
  /** The current Supabase session, or null when no one is signed in. */
  session: Session | null;
  /** The signed-in Supabase user, or null when no one is signed in. */
  user: User | null;
  /** The signed-in person's profile, or null when signed out or when it could not be read. */
  profile: Profile | null;
  /** The signed-in person's latest active membership, or null when they have none. */
  membership: Membership | null;
  /** `hasMembershipAccess(membership)` evaluated at render time. */
  hasMembershipAccess: boolean;
  /** True after a PASSWORD_RECOVERY auth event until the password is updated or the user signs out. */
  isPasswordRecovery: boolean;
  /**
   * While the idle warning is up (`AuthProvider`'s `idleTimeoutMs`): when sign-out is due, in ms
   * since the epoch. Null otherwise.
   */
  idleSignOutAt: number | null;
  /** Takes the idle warning away and starts the wait again. Does nothing without one. */
  staySignedIn(): void;
  /** Signs in with email and password; resolves with the service's error, if any (never throws). */
  signIn(email: string, password: string, options?: SignInOptions): Promise<AuthActionResult>;
  /**
   * Creates an account with the full name stored on its profile. Resolves with the error, if any,
   * and whether the email must be confirmed before a session starts.
   */
  signUp(
    email: string,
    password: string,
    fullName: string,
    options?: SignUpOptions,
  ): Promise<SignUpResult>;
  /**
   * Sends the sign-up confirmation link again, to an address that signed up but has not confirmed
   * it. The service answers the same for unknown or already confirmed addresses, and refuses a
   * repeat within its minimum interval (Supabase: 60 s) with `over_email_send_rate_limit`.
   */
  resendConfirmationEmail(email: string, options?: SignUpOptions): Promise<AuthActionResult>;
  /**
   * Signs out with the scope given, else the provider's `signOutScope` (default `'global'`:
   * everywhere), clears local state and the stored auth entries (`'global'`: every `sb-…` key in
   * `localStorage` and `sessionStorage`; `'local'`: this client's session only), then calls
   * `onSignedOut('user')`. With `'others'` only the other sessions end: nothing here changes.
   */
  signOut(options?: SignOutOptions): Promise<void>;
  /** Emails a password-reset link that leads to `redirectTo` (an allowed redirect URL). */
  requestPasswordReset(email: string, redirectTo: string): Promise<AuthActionResult>;
  /** Sets a new password for the signed-in person (during password recovery, say). */
  updatePassword(password: string): Promise<AuthActionResult>;
  /**
   * Reads the signed-in person's profile and membership again (after a purchase, say), with the
   * same two queries. Does nothing when no one is signed in; keeps what it had if a read fails.
   */
  refreshUserData(): Promise<void>;
}
