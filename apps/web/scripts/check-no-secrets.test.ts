import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEMO_ANON_KEY,
  DEMO_JWT_SECRET,
  DEMO_SERVICE_ROLE_KEY,
  LOCAL_STRIPE_SECRET_KEY,
  LOCAL_STRIPE_WEBHOOK_SECRET,
} from '@harbor-help/local-supabase';
import { afterEach, describe, expect, it } from 'vitest';
import {
  findSecrets,
  foldersToScan,
  LOCAL_BACKEND_SECRETS,
  SECRET_NAMES,
} from './check-no-secrets.mjs';

const script = fileURLToPath(new URL('./check-no-secrets.mjs', import.meta.url));

/** A JWT-shaped token with this payload (the signature is not checked, only the role read). */
function jwt(payload: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.c2lnbmF0dXJlLW5vdC1jaGVja2Vk`;
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'harbor-no-secrets-'));
  dirs.push(dir);
  return dir;
}

/** A temporary built site: an index.html and one chunk with `chunk` in it. */
function fakeDist(chunk: string): string {
  const dir = tempDir();
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Harbor</title>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), chunk);
  return dir;
}

/** Runs the script as CI does, in a clean environment (no secrets set in it). */
function run(...args: string[]) {
  const result = spawnSync(process.execPath, [script, ...args], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '' },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('check-no-secrets', () => {
  it("fails, naming the file and the key, when a keyed build holds the local backend's service-role key", () => {
    const dist = fakeDist(
      `const supabase=createClient("http://127.0.0.1:54321","${DEMO_SERVICE_ROLE_KEY}");`,
    );
    const result = run(dist);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `${path.relative(process.cwd(), path.join(dist, 'assets', 'index-abc123.js'))} contains the local backend's service-role key`,
    );
    expect(result.stderr).toContain('a service_role JWT');
    expect(result.stderr).toContain('never in VITE_* variables or site code');
  });

  it('fails on any service_role JWT and on a Supabase secret key, in any of the folders given', () => {
    const clean = fakeDist(`const key="${DEMO_ANON_KEY}";`);
    const jwtKeyed = fakeDist(
      `const key="${jwt({ iss: 'supabase', ref: 'abc', role: 'service_role' })}";`,
    );
    const secretKeyed = fakeDist('const key="sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz";');
    const result = run(clean, jwtKeyed, secretKeyed);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/index-abc123\.js contains a service_role JWT/);
    expect(result.stderr).toMatch(
      /index-abc123\.js contains a Supabase secret key \(sb_secret_…\)/,
    );
    expect(result.stderr).toContain('2 problem(s)');
  });

  it('passes a clean build, anon key and publishable key included', () => {
    const dist = fakeDist(
      `const url="http://127.0.0.1:54321",anon="${DEMO_ANON_KEY}",pub="sb_publishable_ZaZ0c3Rl_abcdefgh";`,
    );
    const result = run(dist);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/no secrets in 2 files of /);
  });

  it('fails when a folder to scan does not exist', () => {
    const result = run(path.join(tmpdir(), 'harbor-no-such-build'));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('does not exist');
  });

  it('finds the names of server secrets, Stripe keys, private keys and the local secrets', () => {
    expect(findSecrets('Deno.env.get("SUPABASE_SERVICE_ROLE_KEY")', {})).toEqual([
      'the name SUPABASE_SERVICE_ROLE_KEY',
    ]);
    expect(findSecrets('x="sk_live_51Habcdefghijklmnop"', {})).toEqual(['a Stripe secret key']);
    expect(findSecrets('x="whsec_abcdefghijklmnop"', {})).toEqual([
      'a Stripe webhook signing secret',
    ]);
    expect(findSecrets('-----BEGIN PRIVATE KEY-----\nMIIE', {})).toEqual(['a private key']);
    expect(findSecrets(`s="${DEMO_JWT_SECRET}"`, {})).toEqual(["the local backend's JWT secret"]);
    expect(findSecrets(`s="${jwt({ role: 'supabase_admin' })}"`, {})).toEqual([
      'a supabase_admin JWT',
    ]);
    // The value of a secret set in the environment, whatever it looks like.
    expect(
      findSecrets('x="a-custom-service-key-value"', {
        HARBOR_SERVICE_ROLE_KEY: 'a-custom-service-key-value',
      }),
    ).toEqual(['the value of HARBOR_SERVICE_ROLE_KEY']);
    expect(findSecrets(`anon="${DEMO_ANON_KEY}";role="service_role"`, {})).toEqual([]);
  });

  it("keeps its copies of the local backend's secrets equal to the backend's own", () => {
    expect(LOCAL_BACKEND_SECRETS.map((secret) => secret.value)).toEqual([
      DEMO_SERVICE_ROLE_KEY,
      DEMO_JWT_SECRET,
      LOCAL_STRIPE_SECRET_KEY,
      LOCAL_STRIPE_WEBHOOK_SECRET,
    ]);
    expect(SECRET_NAMES).toContain('SUPABASE_SERVICE_ROLE_KEY');
  });

  describe('which folders it scans', () => {
    it('with no argument: the plain build and every keyed build of the browser tests', () => {
      const sites = tempDir();
      mkdirSync(path.join(sites, 'main'));
      mkdirSync(path.join(sites, 'down'));
      expect(foldersToScan([], { dist: '/x/dist', sitesDir: sites })).toEqual({
        dirs: ['/x/dist', path.join(sites, 'down'), path.join(sites, 'main')],
      });
    });

    it('with --e2e-sites: only the keyed builds, and an error when there are none', () => {
      const sites = tempDir();
      mkdirSync(path.join(sites, 'main'));
      expect(foldersToScan(['--e2e-sites'], { sitesDir: sites })).toEqual({
        dirs: [path.join(sites, 'main')],
      });
      expect(
        foldersToScan(['--e2e-sites'], { sitesDir: path.join(sites, 'nothing') }).error,
      ).toMatch(/no keyed builds in .*run the browser tests first/);
    });

    it('with folders: those folders', () => {
      expect(foldersToScan(['/a', '/b'])).toEqual({ dirs: ['/a', '/b'] });
      expect(foldersToScan(['--keyed']).error).toBe('unknown option --keyed');
    });
  });
});
