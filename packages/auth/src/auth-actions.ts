import type { AuthError, SupabaseClient } from '@supabase/supabase-js';
import { toAuthError } from './auth-errors';
import type { AuthActionResult, SignUpOptions, SignUpResult } from './types';

/** Runs one auth call; logs a failure as `<label>` and returns it as `{ error }`. Never throws. */
async function run(
  label: string,
  call: () => Promise<{ error: AuthError | null }>,
): Promise<AuthActionResult> {
  try {
    const { error } = await call();
    if (error) console.error(label, error);
    return { error: error ?? null };
  } catch (thrown) {
    const error = toAuthError(thrown);
    console.error(label, error);
    return { error };
  }
}

export function signInWithPassword(client: SupabaseClient, email: string, password: string) {
  return run('Error signing in:', () => client.auth.signInWithPassword({ email, password }));
}

export async function signUpWithPassword(
  client: SupabaseClient,
  email: string,
  password: string,
  fullName: string,
  options: SignUpOptions = {},
): Promise<SignUpResult> {
  let session: unknown = null;
  const { error } = await run('Error signing up:', async () => {
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
  client: SupabaseClient,
  email: string,
  options: SignUpOptions = {},
) {
  return run('Error resending the confirmation email:', () =>
    client.auth.resend({
      type: 'signup',
      email,
      ...(options.emailRedirectTo ? { options: { emailRedirectTo: options.emailRedirectTo } } : {}),
    }),
  );
}

export function signOutEverywhere(client: SupabaseClient) {
  return run('Error signing out:', () => client.auth.signOut({ scope: 'global' }));
}

export function requestPasswordResetEmail(
  client: SupabaseClient,
  email: string,
  redirectTo: string,
) {
  return run('Error requesting password reset:', () =>
    client.auth.resetPasswordForEmail(email, { redirectTo }),
  );
}

export function updateUserPassword(client: SupabaseClient, password: string) {
  return run('Error updating password:', () => client.auth.updateUser({ password }));
}
