// @ts-check
// apps/web/scripts/check-no-secrets.mjs, the check that no server secret reaches the built site.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  DEMO_ANON_KEY,
  DEMO_SERVICE_ROLE_KEY,
  LOCAL_STRIPE_SECRET_KEY,
  LOCAL_STRIPE_WEBHOOK_SECRET,
} from '../src/index.js';

const SCRIPT = fileURLToPath(
  new URL('../../../apps/web/scripts/check-no-secrets.mjs', import.meta.url),
);
const { findSecrets } = await import(SCRIPT);

/** Runs the script on a folder holding one file with `text`. @param {string} text */
function checkFolderWith(text) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbor-no-secrets-'));
  try {
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'index.js'), text);
    return spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('check-no-secrets', () => {
  it('finds the names of server secrets', () => {
    for (const name of [
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'MAILERLITE_API_KEY',
      'SUPABASE_SERVICE_ROLE_KEY',
    ]) {
      expect(findSecrets(`const key = env.${name};`)).toEqual([`the name ${name}`]);
    }
  });

  it('finds Stripe keys and the service-role key, the local ones included', () => {
    expect(findSecrets(`"${LOCAL_STRIPE_SECRET_KEY}"`)).toEqual([
      "the local Stripe stand-in's secret key",
      'a Stripe secret key',
    ]);
    expect(findSecrets(`"${LOCAL_STRIPE_WEBHOOK_SECRET}"`)).toEqual([
      "the local Stripe stand-in's webhook signing secret",
      'a Stripe webhook signing secret',
    ]);
    expect(findSecrets('"sk_live_51AbCdEfGhIjKlMnOp"')).toEqual(['a Stripe secret key']);
    expect(findSecrets('"rk_test_51AbCdEfGhIjKlMnOp"')).toEqual(['a Stripe restricted key']);
    expect(findSecrets(`"${DEMO_SERVICE_ROLE_KEY}"`)).toEqual([
      "the local backend's service-role key",
      'a service_role JWT',
    ]);
  });

  it('allows the public anon key and ordinary code', () => {
    expect(findSecrets(`createClient(url, "${DEMO_ANON_KEY}")`)).toEqual([]);
    expect(
      findSecrets('const role = "service_role_is_just_text"; fetch("/functions/v1/checkout")'),
    ).toEqual([]);
  });

  it('fails (exit 1) on a build that holds a secret, and passes a clean one', () => {
    const bad = checkFolderWith(`const k = "${LOCAL_STRIPE_SECRET_KEY}";`);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('assets/index.js contains a Stripe secret key');
    const clean = checkFolderWith(`const anon = "${DEMO_ANON_KEY}";`);
    expect(clean.status).toBe(0);
    expect(clean.stdout).toContain('no secrets in 1 files');
  });
});
