// The signed-in user's own account: `GET /user` and `PUT /user` (new password, metadata).
import type { Log, PGlite } from '../db/database.js';
import { authError, authJson, type AuthRequest } from './errors.js';
import {
  MAX_METADATA_JSON_LENGTH,
  checkNewPassword,
  metadataObject,
  readJsonObject,
} from './input.js';
import { checkPassword, hashPassword } from './passwords.js';
import type { Sessions } from './sessions.js';
import { readUser, userAnswer } from './users.js';

export function createAccount({
  db,
  sessions,
  minimumPasswordLength,
  log,
}: {
  db: PGlite;
  sessions: Sessions;
  minimumPasswordLength: number;
  log: Log;
}) {
  async function getUser({ request }: AuthRequest): Promise<Response> {
    const { user } = await sessions.require(request);
    return authJson(200, await userAnswer(db, user));
  }

  async function updateUser({ request }: AuthRequest): Promise<Response> {
    const { user, sessionId } = await sessions.require(request);
    const body = await readJsonObject(request);
    if (body.email !== undefined && body.email !== user.email) {
      throw authError(
        request,
        422,
        'email_change_not_supported',
        'Changing the email address is not supported by the local backend',
      );
    }
    if (body.phone !== undefined && body.phone !== '' && body.phone !== user.phone) {
      throw authError(request, 422, 'phone_provider_disabled', 'Phone signups are disabled');
    }
    let newHash: string | null = null;
    if (body.password !== undefined) {
      const password = checkNewPassword(request, body.password, minimumPasswordLength);
      if (await checkPassword(user.encrypted_password, password)) {
        throw authError(
          request,
          422,
          'same_password',
          'New password should be different from the old password.',
        );
      }
      newHash = await hashPassword(password);
    }
    const data = body.data === undefined ? null : metadataObject(body.data);
    const updated = await db.transaction(async (tx) => {
      if (newHash) {
        await tx.query(
          `update auth.users set encrypted_password = $2, recovery_token = '', updated_at = now() where id = $1`,
          [user.id, newHash],
        );
        // As GoTrue: a new password signs out every other session.
        await tx.query(
          `delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid`,
          [user.id, sessionId],
        );
      }
      if (data) {
        const merged = { ...(user.raw_user_meta_data ?? {}) };
        for (const [key, value] of Object.entries(data)) {
          if (value === null) delete merged[key];
          else merged[key] = value;
        }
        if (JSON.stringify(merged).length > MAX_METADATA_JSON_LENGTH) return null;
        await tx.query(
          `update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1`,
          [user.id, JSON.stringify(merged)],
        );
      }
      return readUser(tx, user.id);
    });
    if (!updated) throw authError(request, 400, 'validation_failed', 'User metadata is too large');
    if (newHash) log(`auth: password updated for ${user.email}`);
    return authJson(200, await userAnswer(db, updated));
  }

  return { getUser, updateUser };
}
