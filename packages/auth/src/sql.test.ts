/// <reference types="node" />
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import { DEMO_PASSWORD, startLocalSupabase } from '@harbor-help/local-supabase';
import type { LocalSupabase } from '@harbor-help/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../local-supabase/src/db/database';
import { fetchUserData } from './fetch-user-data';
import { hasMembershipAccess } from './membership-access';

// packages/auth/sql (the SQL the package ships for its default tables) against a fresh PGlite
// with only the Supabase platform: the default reader's two queries work under row-level
// security, and every definition is the same as Harbor's own migrations (supabase/migrations,
// the source of truth) leave it.

const sqlDir = fileURLToPath(new URL('../sql', import.meta.url));
const repoSupabaseDir = fileURLToPath(new URL('../../../supabase', import.meta.url));
const sqlFiles = readdirSync(sqlDir)
  .filter((file) => file.endsWith('.sql'))
  .sort();

const work = mkdtempSync(join(tmpdir(), 'harbor-auth-sql-'));
/** A supabase/ folder whose migrations are packages/auth/sql, in order, and a two-user seed. */
const packageSupabaseDir = join(work, 'supabase');

const BASIC = '00000000-0000-4000-8000-000000000002';
const PLAIN = '00000000-0000-4000-8000-000000000007';
const SEED = `
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
)
select '00000000-0000-0000-0000-000000000000'::uuid, id::uuid, 'authenticated', 'authenticated', email,
  extensions.crypt('${DEMO_PASSWORD}', extensions.gen_salt('bf')), now(), '', '', '', '',
  '{"provider": "email", "providers": ["email"]}'::jsonb,
  jsonb_build_object('full_name', full_name, 'email_verified', true), now(), now()
from (values ('${BASIC}', 'basic@harbor.test', 'Basic Member'),
             ('${PLAIN}', 'plain@harbor.test', 'Plain User')) as demo (id, email, full_name);
insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
  'email', now(), now(), now()
from auth.users u;
insert into public.memberships (user_id, tier, is_active, start_date, created_at)
values ('${BASIC}', 'basic', true, now() - interval '60 days', now() - interval '60 days');
`;

beforeAll(() => {
  mkdirSync(join(packageSupabaseDir, 'migrations'), { recursive: true });
  sqlFiles.forEach((file, index) => {
    const stamp = `2000010100000${index}`;
    copyFileSync(join(sqlDir, file), join(packageSupabaseDir, 'migrations', `${stamp}_${file}`));
  });
  writeFileSync(join(packageSupabaseDir, 'seed.sql'), SEED);
});

// Three database folders: removing them takes a while on a busy machine.
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
}, 60_000);

/** What the package's SQL defines, read from the catalog. */
async function definitions(supabaseDir: string, name: string, templateRoot?: string) {
  // The repo's migrations use the local backend's shared template cache (built by its tests).
  const { db, close } = await openDatabase({
    dataDir: join(work, name),
    supabaseDir,
    templateRoot,
  });
  try {
    const rows = async (sql: string) => (await db.query<Record<string, unknown>>(sql)).rows;
    return {
      columns: await rows(`
        select table_name, column_name, data_type, is_nullable, column_default
          from information_schema.columns
         where table_schema = 'public' and table_name in ('profiles', 'memberships')
         order by table_name, column_name`),
      constraints: await rows(`
        select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as definition
          from pg_constraint
         where conrelid in ('public.profiles'::regclass, 'public.memberships'::regclass)
         order by 1, 2`),
      rowSecurity: await rows(`
        select relname, relrowsecurity from pg_class
         where oid in ('public.profiles'::regclass, 'public.memberships'::regclass) order by 1`),
      policies: await rows(`
        select tablename, policyname, cmd, roles::text, qual, with_check
          from pg_policies where schemaname = 'public' and tablename in ('profiles', 'memberships')
           -- Harbor's own team console adds staff reads on top (they need its staff tables, which
           -- the package does not ship); an adopting team's tables don't have them.
           and coalesce(qual, '') not like '%current_staff_role()%'
         order by 1, 2`),
      grants: await rows(`
        select table_name, grantee, privilege_type from information_schema.role_table_grants
         where table_schema = 'public' and table_name in ('profiles', 'memberships')
           and grantee in ('anon', 'authenticated', 'service_role')
         order by 1, 2, 3`),
      columnGrants: await rows(`
        select table_name, column_name, grantee, privilege_type from information_schema.column_privileges
         where table_schema = 'public' and table_name = 'profiles' and grantee in ('anon', 'authenticated')
           and privilege_type = 'UPDATE'
         order by 1, 2, 3`),
      functions: await rows(`
        select p.proname, pg_get_functiondef(p.oid) as definition,
               has_function_privilege('anon', p.oid, 'execute') as anon_executes,
               has_function_privilege('authenticated', p.oid, 'execute') as authenticated_executes
          from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname = 'public'
           and p.proname in ('has_membership_access', 'handle_new_user', 'set_updated_at')
         order by 1`),
      triggers: await rows(`
        select tgrelid::regclass::text as table_name, tgname, pg_get_triggerdef(oid) as definition
          from pg_trigger
         where tgname in ('on_auth_user_created', 'profiles_set_updated_at') order by 2`),
      readerIndex: await rows(`
        select indexdef from pg_indexes
         where schemaname = 'public' and indexname = 'memberships_user_id_is_active_created_at_idx'`),
    };
  } finally {
    await close();
  }
}

describe('packages/auth/sql', { timeout: 180_000 }, () => {
  it('defines the tables, policies, grants and functions exactly as supabase/migrations leave them', async () => {
    const shipped = await definitions(
      packageSupabaseDir,
      'package',
      join(work, 'package-template'),
    );
    const migrations = await definitions(repoSupabaseDir, 'migrations');

    expect(shipped.columns.length).toBeGreaterThan(0);
    expect(shipped.functions).toHaveLength(3);
    expect(shipped.readerIndex).toHaveLength(1);
    expect(shipped).toEqual(migrations);
  });

  describe('on a fresh backend with only the package SQL', () => {
    let server: LocalSupabase;

    beforeAll(async () => {
      server = await startLocalSupabase({
        port: 0,
        dataDir: join(work, 'served'),
        reset: true,
        quiet: true,
        supabaseDir: packageSupabaseDir,
        templateRoot: join(work, 'package-template'),
        drainTimeoutMs: 500,
      });
    }, 180_000);

    afterAll(async () => {
      await server?.stop();
    }, 30_000);

    // Node 20 has no WebSocket, and these tests open no channel: a transport never used.
    class NoRealtime {
      constructor() {
        throw new Error('no realtime in this test');
      }
    }
    const client = () =>
      createClient(server.url, server.anonKey, {
        auth: { autoRefreshToken: false, persistSession: false, detectSessionInUrl: false },
        realtime: { transport: NoRealtime as never },
      });

    it("answers the default reader's two queries for a member, under row-level security", async () => {
      const basic = client();
      const { data, error } = await basic.auth.signInWithPassword({
        email: 'basic@harbor.test',
        password: DEMO_PASSWORD,
      });
      expect(error).toBeNull();

      const read = await fetchUserData(basic, data.user?.id ?? '');

      expect(read.errors).toEqual([]);
      expect(read.profile).toEqual({ email: 'basic@harbor.test', fullName: 'Basic Member' });
      expect(read.membership?.tier).toBe('basic');
      expect(hasMembershipAccess(read.membership)).toBe(true);
      const access = await basic.rpc('has_membership_access', { p_user_id: BASIC });
      expect(access.data).toBe(true);
      // Another member's rows stay hidden, and the function says nothing about them.
      const others = await fetchUserData(basic, PLAIN);
      expect(others.profile).toBeNull();
      const probe = await basic.rpc('has_membership_access', { p_user_id: PLAIN });
      expect(probe.data).toBe(false);
    });

    it('reads no membership row as no membership (PGRST116), and a new sign-up gets a profile', async () => {
      const plain = client();
      const { data } = await plain.auth.signInWithPassword({
        email: 'plain@harbor.test',
        password: DEMO_PASSWORD,
      });
      const read = await fetchUserData(plain, data.user?.id ?? '');
      expect(read.errors).toEqual([]);
      expect(read.membership).toBeNull();
      expect(read.profile?.fullName).toBe('Plain User');

      const fresh = client();
      const email = `new-${crypto.randomUUID()}@harbor.test`;
      const signUp = await fresh.auth.signUp({
        email,
        password: 'a-long-password',
        options: { data: { full_name: 'Ana Lima' } },
      });
      expect(signUp.error).toBeNull();
      const created = await fetchUserData(fresh, signUp.data.user?.id ?? '');
      expect(created.profile).toEqual({ email, fullName: 'Ana Lima' });
    });

    it('shows nothing to a visitor who is not signed in', async () => {
      const { data, error } = await client().from('memberships').select('*');
      expect(error?.code ?? null).not.toBeNull();
      expect(data).toBeNull();
    });
  });
});
