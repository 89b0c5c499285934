// Local-only hooks with no Supabase equivalent.
import type { Handler } from 'hono';
import { resolveRequestRole } from './db/as-role.js';
import type { PGlite } from './db/database.js';
import { readBody } from './http/body.js';
import { HttpError } from './http/errors.js';
import { json, type AppEnv } from './http/respond.js';

const asDate = (value: unknown): string | null | undefined =>
  value === null
    ? null
    : typeof value === 'string' && !Number.isNaN(Date.parse(value))
      ? value
      : undefined;

/**
 * `PATCH /__harbor/users/<id>` { created_at?, email_confirmed_at? } with the service-role key:
 * a test hook (Supabase's admin API cannot backdate an account) so tests can seed an account
 * older than a day, or an unconfirmed one, for the hardship-access rules. Answers the two fields
 * as stored.
 */
export function patchUserRoute({
  db,
  secret,
}: {
  db: PGlite;
  secret: Uint8Array;
}): Handler<AppEnv> {
  return async (c) => {
    const { role } = await resolveRequestRole(
      c.req.header('authorization'),
      c.req.header('apikey') ?? '',
      secret,
    );
    if (role !== 'service_role') {
      return json(403, { message: 'Only the service role may change an account here.' });
    }
    const raw = await readBody(
      c.req.raw,
      16 * 1024,
      (status, message) => new HttpError(status, { message }),
    );
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw.toString('utf8') || '{}') as Record<string, unknown>;
    } catch {
      return json(400, { message: 'The body must be JSON.' });
    }
    const createdAt = asDate(body.created_at);
    const confirmedAt = asDate(body.email_confirmed_at);
    if (
      ('created_at' in body && (createdAt === undefined || createdAt === null)) ||
      ('email_confirmed_at' in body && confirmedAt === undefined)
    ) {
      return json(400, { message: 'Dates must be ISO 8601 (email_confirmed_at may be null).' });
    }
    const result = await db.query<{ created_at: Date; email_confirmed_at: Date | null }>(
      `update auth.users
          set created_at = case when $2 then $3::timestamptz else created_at end,
              email_confirmed_at = case when $4 then $5::timestamptz else email_confirmed_at end,
              updated_at = now()
        where id = $1
        returning created_at, email_confirmed_at`,
      [
        c.req.param('id'),
        'created_at' in body,
        createdAt ?? null,
        'email_confirmed_at' in body,
        confirmedAt ?? null,
      ],
    );
    const row = result.rows[0];
    if (!row) return json(404, { message: 'No such user.' });
    return json(200, {
      created_at: row.created_at.toISOString(),
      email_confirmed_at: row.email_confirmed_at ? row.email_confirmed_at.toISOString() : null,
    });
  };
}
