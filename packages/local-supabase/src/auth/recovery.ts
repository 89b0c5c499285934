// Password recovery: `POST /recover` mails a reset link to a known address.
import type { PGlite } from '../db/database.js';
import { newLinkToken, type EmailLinks } from './email-links.js';
import { authError, authJson, type AuthRequest } from './errors.js';
import { normaliseEmail, readJsonObject } from './input.js';
import { findUserByEmail } from './users.js';

export function createRecovery({
  db,
  links,
  redirectTo,
}: {
  db: PGlite;
  links: EmailLinks;
  redirectTo: (requested: string | null) => string;
}) {
  return async function recover({ request, url }: AuthRequest): Promise<Response> {
    const body = await readJsonObject(request);
    const email = normaliseEmail(request, body.email);
    if (!email)
      throw authError(request, 400, 'validation_failed', 'Password recovery requires an email');
    const target = redirectTo(url.searchParams.get('redirect_to'));
    const user = await findUserByEmail(db, email);
    if (user) {
      const link = newLinkToken();
      await db.query(
        `update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1`,
        [user.id, link.stored],
      );
      links.send({
        to: email,
        subject: 'Reset Your Password',
        type: 'recovery',
        token: link.token,
        redirectTo: target,
        flowParam: links.startPkceFlow(body, user.id, 'recovery'),
        logAs: 'password reset',
        metadata: user.raw_user_meta_data ?? {},
      });
    }
    // Same answer whether or not the email exists, so addresses cannot be probed.
    return authJson(200, {});
  };
}
