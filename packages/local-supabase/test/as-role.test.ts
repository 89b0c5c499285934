// The one role switch REST and storage share: what it sets, that it is undone after the
// transaction, and which roles and tokens it refuses.
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRole, resolveRequestRole } from '../src/db/as-role.js';
import { openDatabase, type OpenDatabase } from '../src/db/database.js';
import { isHttpError } from '../src/http/errors.js';
import { DEMO_ANON_KEY, DEMO_JWT_SECRET, DEMO_SERVICE_ROLE_KEY } from '../src/keys.js';
import { freshDataDir, removeDataDir } from './helpers.js';

const secret = new TextEncoder().encode(DEMO_JWT_SECRET);
const dataDir = freshDataDir();
let database: OpenDatabase;

beforeAll(async () => {
  database = await openDatabase({ dataDir });
});
afterAll(async () => {
  await database?.close();
  removeDataDir(dataDir);
});

const userToken = (claims: Record<string, unknown>, expiresIn = 3600) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
    .sign(secret);

/** The HTTP answer a rejected promise carries. */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!isHttpError(error)) throw new Error(`expected an HTTP error, got ${String(error)}`);
  return { status: error.status, code: error.body.code };
}

describe('asRole', () => {
  it('runs the work as the role with the claims, method and path that Supabase sets', async () => {
    const userId = randomUUID();
    const seen = await asRole(
      database.db,
      {
        role: 'authenticated',
        claims: { sub: userId, role: 'authenticated', email: 'a@example.test' },
      },
      { method: 'PATCH', path: '/rest/v1/profiles' },
      async (tx) =>
        (
          await tx.query<Record<string, string | null>>(
            `select current_user as role, auth.uid()::text as uid, auth.role() as jwt_role,
                    auth.jwt() ->> 'email' as email,
                    current_setting('request.method', true) as method,
                    current_setting('request.path', true) as path`,
          )
        ).rows[0],
    );
    expect(seen).toEqual({
      role: 'authenticated',
      uid: userId,
      jwt_role: 'authenticated',
      email: 'a@example.test',
      method: 'PATCH',
      path: '/rest/v1/profiles',
    });
  });

  it('leaves nothing behind for the next query, also when the work fails', async () => {
    const claims = { sub: randomUUID(), role: 'authenticated' };
    const request = { method: 'POST', path: '/storage/v1/object/bundles/x.md' };
    await asRole(database.db, { role: 'authenticated', claims }, request, async () => undefined);
    await expect(
      asRole(database.db, { role: 'anon', claims: { role: 'anon' } }, request, async (tx) => {
        await tx.query('select 1');
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    const after = (
      await database.db.query<Record<string, string | null>>(
        `select current_user as role, nullif(current_setting('request.jwt.claims', true), '') as claims,
                nullif(current_setting('request.path', true), '') as path`,
      )
    ).rows[0];
    expect(after).toEqual({ role: 'postgres', claims: null, path: null });
  });

  it('refuses a role that is not an API role before running anything', async () => {
    let ran = false;
    const answer = await refusal(
      asRole(
        database.db,
        { role: 'postgres', claims: { role: 'postgres' } },
        { method: 'GET', path: '/' },
        async () => {
          ran = true;
        },
      ),
    );
    expect(answer).toEqual({ status: 401, code: 'PGRST301' });
    expect(ran).toBe(false);
  });
});

describe('resolveRequestRole', () => {
  it("takes the bearer token's role and claims, else the apikey's", async () => {
    const sub = randomUUID();
    const token = await userToken({ sub, role: 'authenticated' });
    expect(await resolveRequestRole(`Bearer ${token}`, DEMO_ANON_KEY, secret)).toMatchObject({
      role: 'authenticated',
      claims: { sub, role: 'authenticated' },
    });
    expect((await resolveRequestRole(undefined, DEMO_ANON_KEY, secret)).role).toBe('anon');
    expect((await resolveRequestRole(undefined, DEMO_SERVICE_ROLE_KEY, secret)).role).toBe(
      'service_role',
    );
  });

  it("answers a bad, forged or expired token with PostgREST's 401", async () => {
    expect(await refusal(resolveRequestRole('Basic abc', DEMO_ANON_KEY, secret))).toEqual({
      status: 401,
      code: 'PGRST301',
    });
    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-that-is-at-least-32-characters'));
    expect(await refusal(resolveRequestRole(`Bearer ${forged}`, DEMO_ANON_KEY, secret))).toEqual({
      status: 401,
      code: 'PGRST301',
    });
    const expired = await userToken({ sub: randomUUID(), role: 'authenticated' }, -60);
    expect(await refusal(resolveRequestRole(`Bearer ${expired}`, DEMO_ANON_KEY, secret))).toEqual({
      status: 401,
      code: 'PGRST303',
    });
  });
});
