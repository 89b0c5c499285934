/**
 * Who may enter the team's console, as the server says (issue 26): `public.is_staff_member()`
 * (listed, at any level of session), `public.current_staff_role()` (listed AND the session passed
 * a second factor, aal2), and Supabase Auth's MFA API for the second factor (TOTP). The role is
 * never read from a claim the browser could set: only from the RPC, run with the user's own JWT.
 */
import type { Database } from '@harbor-help/local-supabase/database-types';
import { resolveClient, type ClientSource, type HarborClient } from '../data/client';
import { SERVICE_MESSAGES } from '../data/messages';
import { dataError, failed, kindOfFailure, ok, type DataResult } from '../data/result';

export type StaffRole = Database['public']['Enums']['staff_role'];

/** Where a signed-in person stands at the console's door. */
export type StaffAccess =
  /** Not listed as staff: "This area is for Harbor's team." */
  | { kind: 'not-staff' }
  /** Staff, signed in with a password, with an authenticator: ask for its code. */
  | { kind: 'needs-code'; factorId: string }
  /** Staff, signed in with a password, with no authenticator yet: enrol one. */
  | { kind: 'needs-enrolment' }
  /** Staff with a second factor: the console. */
  | { kind: 'staff'; role: StaffRole; email: string };

/** A new authenticator, before its first code is checked. */
export interface Enrolment {
  factorId: string;
  /** The QR code as the API gives it: a `data:image/svg+xml` URL. */
  qrCode: string;
  /** The same secret as text, for typing into the app by hand. */
  secret: string;
}

export const WRONG_CODE_MESSAGE =
  "That code didn't work. Codes change every 30 seconds: enter the 6 digits your authenticator app shows now.";
export const CODE_FORMAT_MESSAGE = 'Enter the 6 digits from your authenticator app.';
export const CODE_EXPIRED_MESSAGE =
  'That step took too long. Enter the 6 digits your authenticator app shows now.';

/** A code as typed ("123 456", "123456"), as its six digits, or null when it is not six digits. */
export function normalizeCode(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return /^[0-9]{6}$/.test(digits) ? digits : null;
}

/** What an Auth or PostgREST error reports (supabase-js's AuthError, PostgrestError). */
interface ApiError {
  status?: number;
  code?: string | null;
  message?: string;
}

function failure(error: ApiError | null | undefined, message?: string) {
  const status = typeof error?.status === 'number' ? error.status : 0;
  const code = error?.code ?? null;
  return failed(
    dataError(kindOfFailure(status, code), SERVICE_MESSAGES, {
      status: status || null,
      code,
      ...(message ? { message } : {}),
    }),
  );
}

async function clientOrNull(source: ClientSource): Promise<HarborClient | null> {
  try {
    return await resolveClient(source);
  } catch {
    return null;
  }
}

/**
 * Where the signed-in caller stands: not staff, staff who must give a code (or enrol an
 * authenticator first), or staff at aal2 with their role.
 */
export async function readStaffAccess(source: ClientSource): Promise<DataResult<StaffAccess>> {
  const client = await clientOrNull(source);
  if (!client) return failure(null);
  try {
    const listed = await client.rpc('is_staff_member');
    if (listed.error) return failure({ ...listed.error, status: listed.status });
    if (listed.data !== true) return ok({ kind: 'not-staff' });

    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    if (level.error) return failure(level.error);
    if (level.data.currentLevel === 'aal2') {
      const role = await client.rpc('current_staff_role');
      if (role.error) return failure({ ...role.error, status: role.status });
      if (!role.data) return ok({ kind: 'not-staff' });
      const { data } = await client.auth.getSession();
      return ok({ kind: 'staff', role: role.data, email: data.session?.user.email ?? '' });
    }

    const factors = await client.auth.mfa.listFactors();
    if (factors.error) return failure(factors.error);
    const factor = factors.data.totp.find((candidate) => candidate.status === 'verified');
    return ok(factor ? { kind: 'needs-code', factorId: factor.id } : { kind: 'needs-enrolment' });
  } catch {
    return failure(null);
  }
}

/** Checks a code of the authenticator `factorId`: the session reaches aal2 when it is right. */
export async function verifyCode(
  source: ClientSource,
  factorId: string,
  typed: string,
): Promise<DataResult> {
  const code = normalizeCode(typed);
  if (!code) return failure({ status: 400, code: 'format' }, CODE_FORMAT_MESSAGE);
  const client = await clientOrNull(source);
  if (!client) return failure(null);
  try {
    const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code });
    if (!error) return ok();
    if (error.code === 'mfa_verification_failed' || error.code === 'mfa_challenge_expired')
      return failure(
        { status: error.status, code: error.code },
        error.code === 'mfa_verification_failed' ? WRONG_CODE_MESSAGE : CODE_EXPIRED_MESSAGE,
      );
    return failure(error);
  } catch {
    return failure(null);
  }
}

/** Enrols a new TOTP authenticator for the signed-in caller (unverified until its first code). */
export async function enrolAuthenticator(source: ClientSource): Promise<DataResult<Enrolment>> {
  const client = await clientOrNull(source);
  if (!client) return failure(null);
  try {
    const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp' });
    if (error) return failure(error);
    return ok({ factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret });
  } catch {
    return failure(null);
  }
}
