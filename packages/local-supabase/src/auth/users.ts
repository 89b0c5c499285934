// GoTrue's auth.users and auth.identities: reading them, and the user JSON GoTrue answers.
import type { Queryable, Transaction } from '../db/database.js';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  is_anonymous: boolean;
  banned_until: Date | null;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

export const USER_COLUMNS = `id, aud, role, email, phone, encrypted_password, email_confirmed_at, confirmed_at,
  confirmation_sent_at, recovery_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  is_anonymous, banned_until`;

const iso = (value: Date | null | undefined) =>
  value instanceof Date ? value.toISOString() : (value ?? undefined);

/** A user that is not deleted, by id. */
export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const result = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return result.rows[0];
}

/** A password user that is not deleted, by email (already normalised to lower case). */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const result = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where email = $1 and is_sso_user = false and deleted_at is null`,
    [email],
  );
  return result.rows[0];
}

/** A user row just written in this transaction. */
export async function readUser(tx: Queryable, id: string): Promise<UserRow> {
  return (await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id]))
    .rows[0] as UserRow;
}

export async function findIdentities(db: Queryable, userId: string): Promise<IdentityRow[]> {
  const result = await db.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
       from auth.identities where user_id = $1 order by created_at`,
    [userId],
  );
  return result.rows;
}

/**
 * Marks a user's email as confirmed, as GoTrue's user.Confirm(): sets email_confirmed_at, clears
 * the confirmation token and sets email_verified in user_metadata (and in the email identity).
 */
export async function confirmUserEmail(tx: Transaction, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set email_confirmed_at = now(), confirmation_token = '',
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb,
       updated_at = now()
     where id = $1`,
    [userId],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

export interface FactorRow {
  id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  created_at: Date;
  updated_at: Date;
  last_challenged_at: Date | null;
}

/** A user's MFA factors (never their secrets), oldest first. */
export async function findFactors(db: Queryable, userId: string): Promise<FactorRow[]> {
  const result = await db.query<FactorRow>(
    `select id, friendly_name, factor_type::text as factor_type, status::text as status, created_at, updated_at,
            last_challenged_at
       from auth.mfa_factors where user_id = $1 order by created_at`,
    [userId],
  );
  return result.rows;
}

/** A factor as GoTrue answers it (in the user's `factors`). */
export function factorJson(factor: FactorRow) {
  return {
    id: factor.id,
    friendly_name: factor.friendly_name ?? undefined,
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: iso(factor.created_at),
    updated_at: iso(factor.updated_at),
    last_challenged_at: iso(factor.last_challenged_at),
  };
}

/** The user object GoTrue returns, read with its identities and factors. */
export async function userAnswer(db: Queryable, user: UserRow) {
  return userJson(user, await findIdentities(db, user.id), await findFactors(db, user.id));
}

/** The user object GoTrue returns (`factors` only when there are some, as GoTrue's omitempty). */
export function userJson(user: UserRow, identities: IdentityRow[], factors: FactorRow[] = []) {
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
    ...(factors.length > 0 ? { factors: factors.map(factorJson) } : {}),
  };
}
