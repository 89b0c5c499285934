import type { AuthError, SupabaseClient } from '@supabase/supabase-js';
import { toAuthError } from './auth-errors';
import { localStore, sessionStore } from '@harbor-help/device-storage';
import type { AuthStorage, SessionPersistence } from './auth-storage';
import type { AuthLogger } from './logger';
import type {
  AuthActionResult,
  SignInOptions,
  SignOutScope,
  SignUpOptions,
  SignUpResult,
} from './types';

/** True when the service answered "no" to the request (a 4xx auth answer), not when it failed. */
function isRefusal(error: AuthError): boolean {
  const status = error.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** Logs an auth action's failure: refusals as `warn`, everything else as `error`. */
function logActionFailure(logger: AuthLogger, label: string, error: AuthError): void {
  if (isRefusal(error)) logger.warn?.(label, error);
  else logger.error(label, error);
}

/**
 * Runs one auth call; logs a failure as `<label>` (a refusal as `warn`, anything else as `error`)
 * and returns it as `{ error }`. Never throws.
 */
async function run(
  logger: AuthLogger,
  label: string,
  call: () => Promise<{ error: AuthError | null }>,
): Promise<AuthActionResult> {
  try {
    const { error } = await call();
    if (error) logActionFailure(logger, label, error);
    return { error: error ?? null };
  } catch (thrown) {
    const error = toAuthError(thrown);
    logActionFailure(logger, label, error);
    return { error };
  }
}

export function signInWithPassword(
  logger: AuthLogger,
  client: SupabaseClient,
  email: string,
  password: string,
) {
  return run(logger, 'Error signing in:', () =>
    client.auth.signInWithPassword({ email, password }),
  );
}

export async function signUpWithPassword(
  logger: AuthLogger,
  client: SupabaseClient,
  email: string,
  password: string,
  fullName: string,
  options: SignUpOptions = {},
): Promise<SignUpResult> {
  let session: unknown = null;
  const { error } = await run(logger, 'Error signing up:', async () => {
    const result = await client.auth.signUp({
      email,
      password,
      options: {
        data: { full_name: fullName, ...(options.locale ? { locale: options.locale } : {}) },
        ...(options.emailRedirectTo ? { emailRedirectTo: options.emailRedirectTo } : {}),
      },
    });
    session = result.data?.session ?? null;
    return result;
  });
  // No error and no session: the project wants the address confirmed before anyone signs in.
  return { error, confirmationRequired: !error && !session };
}

export function resendSignUpConfirmation(
  logger: AuthLogger,
  client: SupabaseClient,
  email: string,
  options: SignUpOptions = {},
) {
  return run(logger, 'Error resending the confirmation email:', () =>
    client.auth.resend({
      type: 'signup',
      email,
      ...(options.emailRedirectTo ? { options: { emailRedirectTo: options.emailRedirectTo } } : {}),
    }),
  );
}

/**
 * Removes one client's session (`<storageKey>`, `<storageKey>-code-verifier`,
 * `<storageKey>-user`, supabase-js's keys) from `localStorage` and `sessionStorage`, leaving every
 * other entry. Never throws.
 */
function clearStoredSession(storageKey: string): void {
  for (const key of [storageKey, `${storageKey}-code-verifier`, `${storageKey}-user`]) {
    localStore.removeItem(key);
    sessionStore.removeItem(key);
  }
}

/** supabase-js's storage key for this client's session (`sb-<project>-auth-token`), if known. */
function storageKeyOf(client: SupabaseClient): string | null {
  const key = (client.auth as unknown as { storageKey?: unknown }).storageKey;
  return typeof key === 'string' && key !== '' ? key : null;
}

/**
 * Signs out with a scope: `global` every device, `local` this session, `others` all but this one.
 * With `local`, also removes this client's stored session (whatever the service answered) and
 * answers true; otherwise answers false and the caller clears what its scope asks.
 */
export async function signOutWithScope(
  logger: AuthLogger,
  client: SupabaseClient,
  scope: SignOutScope,
): Promise<boolean> {
  // Whatever the service answers, a sign-out failure is never the person's doing: an error.
  const asErrors = { error: logger.error.bind(logger), warn: logger.error.bind(logger) };
  await run(asErrors, 'Error signing out:', () => client.auth.signOut({ scope }));
  const storageKey = scope === 'local' ? storageKeyOf(client) : null;
  if (storageKey) clearStoredSession(storageKey);
  return storageKey !== null;
}

export function requestPasswordResetEmail(
  logger: AuthLogger,
  client: SupabaseClient,
  email: string,
  redirectTo: string,
) {
  return run(logger, 'Error requesting password reset:', () =>
    client.auth.resetPasswordForEmail(email, { redirectTo }),
  );
}

export function updateUserPassword(logger: AuthLogger, client: SupabaseClient, password: string) {
  return run(logger, 'Error updating password:', () => client.auth.updateUser({ password }));
}

/** The error `signIn` / `signUp` answer when asked for a `persistence` without a `storage`. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- for the developer (a log and an error's message)
const NO_STORAGE_FOR_PERSISTENCE = "persistence needs AuthProvider's storage prop";

/** Chooses where the next session is kept; the error to answer when that cannot be honoured. */
function choosePersistence(
  logger: AuthLogger,
  storage: AuthStorage | undefined,
  persistence: SessionPersistence | undefined,
): AuthError | null {
  if (!persistence) return null;
  if (!storage) {
    logger.error('Error signing in:', NO_STORAGE_FOR_PERSISTENCE);
    return toAuthError(new Error(NO_STORAGE_FOR_PERSISTENCE));
  }
  storage.setPersistence(persistence);
  return null;
}

/** What the store's actions are given besides the client. */
export interface ActionContext {
  logger: AuthLogger;
  /** `AuthProvider`'s (the store's) `storage`: where `persistence` chooses to keep a session. */
  storage: AuthStorage | undefined;
}

/**
 * The auth store's actions, by its method names, each `(context, client, ...its arguments)`. They
 * load on demand with the client calls, so none of this is in a page's first load.
 */
export const storeActions = {
  async signIn(
    { logger, storage }: ActionContext,
    client: SupabaseClient,
    email: string,
    password: string,
    options?: SignInOptions,
  ): Promise<AuthActionResult> {
    const refused = choosePersistence(logger, storage, options?.persistence);
    if (refused) return { error: refused };
    return signInWithPassword(logger, client, email, password);
  },
  async signUp(
    { logger, storage }: ActionContext,
    client: SupabaseClient,
    email: string,
    password: string,
    fullName: string,
    options?: SignUpOptions,
  ): Promise<SignUpResult> {
    const refused = choosePersistence(logger, storage, options?.persistence);
    if (refused) return { error: refused, confirmationRequired: false };
    return signUpWithPassword(logger, client, email, password, fullName, options);
  },
  resendConfirmationEmail: (
    { logger }: ActionContext,
    client: SupabaseClient,
    email: string,
    options?: SignUpOptions,
  ) => resendSignUpConfirmation(logger, client, email, options),
  requestPasswordReset: (
    { logger }: ActionContext,
    client: SupabaseClient,
    email: string,
    redirectTo: string,
  ) => requestPasswordResetEmail(logger, client, email, redirectTo),
  updatePassword: ({ logger }: ActionContext, client: SupabaseClient, password: string) =>
    updateUserPassword(logger, client, password),
};
