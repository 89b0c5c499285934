// @ts-check
// `pnpm staff:add <email> --role admin|editor` (scripts/staff-add.mjs) against a project given by
// SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY (here a local test server standing in for one).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, removeDataDir, startTestServer } from './helpers.js';

const script = fileURLToPath(new URL('../../../scripts/staff-add.mjs', import.meta.url));

/** @type {Awaited<ReturnType<typeof startTestServer>>} */
let server;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

/** Runs the command; resolves with its exit code and output. @param {string[]} args */
async function staffAdd(args, key = server.serviceRoleKey) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [script, ...args], {
      cwd: path.dirname(script),
      env: { ...process.env, SUPABASE_URL: server.url, SUPABASE_SERVICE_ROLE_KEY: key },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = /** @type {{ code: number, stdout: string, stderr: string }} */ (error);
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function roleOf(/** @type {string} */ userId) {
  const { data } = await clientFor(server, server.serviceRoleKey)
    .from('staff_members')
    .select('role')
    .eq('user_id', userId);
  return data?.[0]?.role ?? null;
}

describe('pnpm staff:add', () => {
  it('makes an account admin, then editor, each change in the audit log', async () => {
    const admin = await staffAdd(['premium@harbor.test', '--role', 'admin']);
    expect(admin).toMatchObject({ code: 0 });
    expect(admin.stdout).toContain('premium@harbor.test is now admin');
    expect(await roleOf('00000000-0000-4000-8000-000000000003')).toBe('admin');
    const editor = await staffAdd(['PREMIUM@harbor.test', '--role=editor']);
    expect(editor.code).toBe(0);
    expect(await roleOf('00000000-0000-4000-8000-000000000003')).toBe('editor');
    const { data } = await clientFor(server, server.serviceRoleKey)
      .from('staff_audit_log')
      .select('action, before, after')
      .eq('item_id', '00000000-0000-4000-8000-000000000003')
      .order('id');
    expect(data).toEqual([
      expect.objectContaining({ action: 'staff.add', before: null }),
      expect.objectContaining({
        action: 'staff.set_role',
        before: expect.objectContaining({ role: 'admin' }),
        after: expect.objectContaining({ role: 'editor' }),
      }),
    ]);
  });

  it('fails clearly for an unknown email, a bad role, a missing role and a key that is not the service role', async () => {
    const unknown = await staffAdd(['nobody@harbor.test', '--role', 'editor']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account uses the email nobody@harbor.test');
    const badRole = await staffAdd(['free@harbor.test', '--role', 'owner']);
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toContain('The role must be admin or editor, not "owner"');
    const noRole = await staffAdd(['free@harbor.test']);
    expect(noRole.code).toBe(2);
    const anon = await staffAdd(['free@harbor.test', '--role', 'admin'], server.anonKey);
    expect(anon.code).toBe(1);
    expect(anon.stderr).toContain('The backend refused');
    expect(await roleOf('00000000-0000-4000-8000-000000000001')).toBeNull();
  });
});
