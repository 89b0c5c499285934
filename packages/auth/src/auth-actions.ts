import type { AuthError, SupabaseClient } from '@supabase/supabase-js';
import { toAuthError } from './auth-errors';
import { logActionFailure } from './logger';
import type { AuthLogger } from './logger';
import type { AuthActionResult, SignOutScope, SignUpOptions, SignUpResult } from './types';

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
        data: { full_name: fullName },
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

/** Signs out with a scope: `global` every device, `local` this session, `others` all but this one. */
export async function signOutWithScope(
  logger: AuthLogger,
  client: SupabaseClient,
  scope: SignOutScope,
) {
  // Whatever the service answers, a sign-out failure is never the person's doing: an error.
  return run(
    { error: logger.error.bind(logger), warn: logger.error.bind(logger) },
    'Error signing out:',
    () => client.auth.signOut({ scope }),
  );
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
