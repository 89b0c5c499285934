// @ts-check

/**
 * @typedef {{
 *   id: string, aud: string | null, role: string | null, email: string | null, phone: string | null,
 *   encrypted_password: string | null, email_confirmed_at: Date | null, confirmed_at: Date | null,
 *   confirmation_sent_at: Date | null, recovery_sent_at: Date | null, last_sign_in_at: Date | null,
 *   raw_app_meta_data: Record<string, unknown> | null, raw_user_meta_data: Record<string, unknown> | null,
 *   created_at: Date | null, updated_at: Date | null, is_anonymous: boolean, banned_until: Date | null
 * }} UserRow
 * @typedef {{ id: string, provider_id: string, user_id: string, identity_data: Record<string, unknown>, provider: string, last_sign_in_at: Date | null, created_at: Date | null, updated_at: Date | null, email: string | null }} IdentityRow
 * @typedef {Pick<import('@electric-sql/pglite').PGlite, 'query'>} Queryable
 */

export const USER_COLUMNS = `id, aud, role, email, phone, encrypted_password, email_confirmed_at, confirmed_at,
  confirmation_sent_at, recovery_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  is_anonymous, banned_until`;

/** @param {Date | null | undefined} value */
const iso = (value) => (value instanceof Date ? value.toISOString() : (value ?? undefined));

/**
 * @param {Queryable} db
 * @param {string} id
 * @returns {Promise<UserRow | undefined>}
 */
export async function findUserById(db, id) {
  const result = await db.query(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return /** @type {UserRow | undefined} */ (result.rows[0]);
}

/**
 * @param {Queryable} db
 * @param {string} email already normalised to lower case
 * @returns {Promise<UserRow | undefined>}
 */
export async function findUserByEmail(db, email) {
  const result = await db.query(
    `select ${USER_COLUMNS} from auth.users where email = $1 and is_sso_user = false and deleted_at is null`,
    [email],
  );
  return /** @type {UserRow | undefined} */ (result.rows[0]);
}

/**
 * @param {Queryable} db
 * @param {string} userId
 * @returns {Promise<IdentityRow[]>}
 */
export async function findIdentities(db, userId) {
  const result = await db.query(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
       from auth.identities where user_id = $1 order by created_at`,
    [userId],
  );
  return /** @type {IdentityRow[]} */ (result.rows);
}

/**
 * The user object GoTrue returns.
 * @param {UserRow} user
 * @param {IdentityRow[]} identities
 */
export function userJson(user, identities) {
  return {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      email: identity.email ?? undefined,
    })),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: Boolean(user.is_anonymous),
  };
}
