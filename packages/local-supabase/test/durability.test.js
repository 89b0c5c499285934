// @ts-check
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  clientFor,
  freshDataDir,
  removeDataDir,
  startTestServer,
  uniqueEmail,
} from './helpers.js';

const CLI = fileURLToPath(new URL('../bin/harbor-local-supabase.mjs', import.meta.url));

/** @type {string[]} */
const dataDirs = [];
afterAll(() => {
  for (const dir of dataDirs) removeDataDir(dir);
});

function newDataDir() {
  const dir = freshDataDir();
  dataDirs.push(dir);
  return dir;
}

/**
 * Runs the CLI and resolves once it prints its banner.
 * @param {string[]} args
 * @param {Record<string, string>} [env] added to this process's environment
 */
function startCli(args, env = {}) {
  const child = spawn(process.execPath, [CLI, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let output = '';
  /** @type {Promise<{ url: string, anonKey: string, serviceRoleKey: string, output: () => string }>} */
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`CLI did not start:\n${output}`)), 60_000);
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const url = /API URL\s+(\S+)/.exec(output)?.[1];
      const anonKey = /anon key\s+(\S+)/.exec(output)?.[1];
      const serviceRoleKey = /service_role key\s+(\S+)/.exec(output)?.[1];
      if (url && anonKey && serviceRoleKey && output.includes('Ctrl-C')) {
        clearTimeout(timer);
        resolve({ url, anonKey, serviceRoleKey, output: () => output });
      }
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`CLI exited with ${code}:\n${output}`));
    });
  });
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, ready, exited };
}

describe('a restart', () => {
  it('keeps users and rows', async () => {
    const dataDir = newDataDir();
    const email = uniqueEmail('stays');
    const first = await startTestServer({ dataDir });
    const client = clientFor(first, first.anonKey);
    const { data } = await client.auth.signUp({ email, password: 'a-good-password' });
    await client
      .from('profiles')
      .update({ full_name: 'Kept Across Restarts' })
      .eq('id', data.user?.id);
    await first.stop();

    const second = await startTestServer({ dataDir });
    try {
      const again = clientFor(second, second.anonKey);
      const signIn = await again.auth.signInWithPassword({ email, password: 'a-good-password' });
      expect(signIn.error).toBeNull();
      const profile = await again
        .from('profiles')
        .select('full_name')
        .eq('id', data.user?.id)
        .single();
      expect(profile.data?.full_name).toBe('Kept Across Restarts');
    } finally {
      await second.stop();
    }
  });

  it('with reset rebuilds the database from the migrations and the seed', async () => {
    const dataDir = newDataDir();
    const email = uniqueEmail('reset');
    const first = await startTestServer({ dataDir });
    await clientFor(first, first.anonKey).auth.signUp({ email, password: 'a-good-password' });
    await first.stop();

    const second = await startTestServer({ dataDir, reset: true });
    try {
      const client = clientFor(second, second.anonKey);
      expect(
        (await client.auth.signInWithPassword({ email, password: 'a-good-password' })).error?.code,
      ).toBe('invalid_credentials');
      expect(
        (
          await client.auth.signInWithPassword({
            email: 'premium@harbor.test',
            password: DEMO_PASSWORD,
          })
        ).error,
      ).toBeNull();
    } finally {
      await second.stop();
    }
  });
});

describe('kill -9 during a burst of sign-ups', () => {
  it('keeps every sign-up that got a 200, and the database opens cleanly', async () => {
    const dataDir = newDataDir();
    const cli = startCli(['--port', '0', '--data', dataDir, '--quiet']);
    const { url, anonKey } = await cli.ready;

    /** @type {string[]} */
    const confirmed = [];
    let killed = false;
    const burst = Array.from({ length: 30 }, async (_, index) => {
      const email = uniqueEmail(`burst-${index}`);
      try {
        const response = await fetch(`${url}/auth/v1/signup`, {
          method: 'POST',
          headers: { apikey: anonKey, 'content-type': 'application/json' },
          body: JSON.stringify({
            email,
            password: 'a-good-password',
            data: { full_name: `Burst ${index}` },
          }),
        });
        if (response.status === 200) {
          await response.json();
          confirmed.push(email);
          if (confirmed.length >= 8 && !killed) {
            killed = true;
            cli.child.kill('SIGKILL');
          }
        }
      } catch {
        // The connection died with the process: this sign-up was never confirmed.
      }
    });
    await Promise.all(burst);
    if (!killed) cli.child.kill('SIGKILL');
    await cli.exited;
    expect(confirmed.length).toBeGreaterThanOrEqual(8);

    const restarted = await startTestServer({ dataDir });
    try {
      const admin = clientFor(restarted, restarted.serviceRoleKey);
      const { data, error } = await admin.from('profiles').select('email').in('email', confirmed);
      expect(error).toBeNull();
      expect(data?.map((row) => row.email).sort()).toEqual([...confirmed].sort());

      const client = clientFor(restarted, restarted.anonKey);
      const signIn = await client.auth.signInWithPassword({
        email: /** @type {string} */ (confirmed[0]),
        password: 'a-good-password',
      });
      expect(signIn.error).toBeNull();
      const signUp = await client.auth.signUp({
        email: uniqueEmail('after-crash'),
        password: 'a-good-password',
      });
      expect(signUp.error).toBeNull();
    } finally {
      await restarted.stop();
    }
  });
});

describe('the CLI', () => {
  it('prints its URL and keys, serves, and stops cleanly on SIGTERM', async () => {
    const dataDir = newDataDir();
    const cli = startCli(['--port', '0', '--data', dataDir]);
    const { url, anonKey, serviceRoleKey, output } = await cli.ready;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(anonKey.split('.')).toHaveLength(3);
    expect(serviceRoleKey).not.toBe(anonKey);
    expect(output()).toContain('premium@harbor.test');

    const health = await fetch(`${url}/auth/v1/health`, { headers: { apikey: anonKey } });
    expect(health.status).toBe(200);
    expect(fs.existsSync(path.join(dataDir, 'harbor-local-supabase.pid'))).toBe(true);

    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'harbor-local-supabase.pid'))).toBe(false);
  });

  it('requires email confirmation with --confirm-email or HARBOR_AUTH_CONFIRM_EMAIL=1', async () => {
    for (const [args, env] of /** @type {[string[], Record<string, string>][]} */ ([
      [['--confirm-email'], {}],
      [[], { HARBOR_AUTH_CONFIRM_EMAIL: '1' }],
    ])) {
      const cli = startCli(['--port', '0', '--data', newDataDir(), '--quiet', ...args], env);
      try {
        const { url, anonKey, output } = await cli.ready;
        expect(output()).toMatch(/Confirm email\s+on/);
        const settings = await fetch(`${url}/auth/v1/settings`, { headers: { apikey: anonKey } });
        expect(await settings.json()).toMatchObject({ mailer_autoconfirm: false });
        const email = uniqueEmail('cli-confirm');
        const { data, error } = await clientFor({ url }, anonKey).auth.signUp({
          email,
          password: 'a-good-password',
        });
        expect(error).toBeNull();
        expect(data.session).toBeNull();
      } finally {
        cli.child.kill('SIGTERM');
        await cli.exited;
      }
    }
  });

  it('refuses a second server on a data directory already in use', async () => {
    const dataDir = newDataDir();
    const server = await startTestServer({ dataDir });
    try {
      await expect(
        new Promise((resolve, reject) => {
          const second = startCli(['--port', '0', '--data', dataDir]);
          second.ready.then(resolve, reject);
        }),
      ).rejects.toThrow(/in use by process/);
    } finally {
      await server.stop();
    }
  });
});
