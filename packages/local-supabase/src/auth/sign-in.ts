// `POST /token?grant_type=password`, under the sign-in limits (see rate-limit.ts).
import type { PGlite } from '../db/database.js';
import { authError, type AuthRequest } from './errors.js';
import { readJsonObject } from './input.js';
import { checkPassword, hashPassword, isScryptHash } from './passwords.js';
import { SignInRefused, type SignInGuard } from './rate-limit.js';
import { signedInBy, type Sessions } from './sessions.js';
import { findUserByEmail, readUser } from './users.js';

export function createPasswordGrant({
  db,
  sessions,
  guard,
}: {
  db: PGlite;
  sessions: Sessions;
  guard: SignInGuard;
}) {
  return async function passwordGrant(from: AuthRequest): Promise<Response> {
    const { request } = from;
    const body = await readJsonObject(request);
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    try {
      return await guard.attempt(from.address, email, async (outcome) => {
        if (!email && typeof body.phone === 'string' && body.phone) {
          throw authError(request, 400, 'phone_provider_disabled', 'Phone logins are disabled');
        }
        const user = email && email.length <= 255 ? await findUserByEmail(db, email) : undefined;
        const ok =
          password !== '' &&
          [...password].length <= 1024 &&
          (await checkPassword(user?.encrypted_password, password));
        if (!ok || !user) {
          outcome.failed();
          throw authError(request, 400, 'invalid_credentials', 'Invalid login credentials');
        }
        if (user.banned_until && user.banned_until.getTime() > Date.now()) {
          throw authError(request, 400, 'user_banned', 'User is banned');
        }
        outcome.succeeded();
        // As GoTrue: only after the password checks out does an unconfirmed email count against
        // the user (with "Confirm email" on; a wrong password is still invalid_credentials).
        if (!user.email_confirmed_at)
          throw authError(request, 400, 'email_not_confirmed', 'Email not confirmed');
        // Hashes not made by this server (bcrypt from the seed or an import) are upgraded on success.
        const upgradedHash = isScryptHash(user.encrypted_password)
          ? null
          : await hashPassword(password);
        const result = await db.transaction(async (tx) => {
          if (upgradedHash) {
            await tx.query(`update auth.users set encrypted_password = $2 where id = $1`, [
              user.id,
              upgradedHash,
            ]);
          }
          await tx.query(
            `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`,
            [user.id],
          );
          await tx.query(
            `update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`,
            [user.id],
          );
          const session = await sessions.create(tx, user.id, from);
          return { user: await readUser(tx, user.id), ...session };
        });
        return sessions.answer(result, signedInBy('password'));
      });
    } catch (error) {
      if (error instanceof SignInRefused) {
        throw authError(
          request,
          429,
          'over_request_rate_limit',
          'Request rate limit reached',
          {},
          { 'Retry-After': String(error.retryAfterSeconds) },
        );
      }
      throw error;
    }
  };
}
