import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalSupabase } from '@harbor-help/local-supabase';
import type { Database } from '@harbor-help/local-supabase/database-types';
import { createClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { INVALID_EMAIL_MESSAGE, getAuthErrorMessage } from './auth-error-message';
import { subscribeToNewsletter } from '../newsletter/newsletter.data';

// Issue 14, finding 3, end to end below the page: text Postgres cannot store (a NUL character or
// half of an emoji) typed into sign-up, sign-in, password recovery or the newsletter form reaches
// Harbor's local backend through the site's own clients, and what comes back is the sentence the
// form shows (the page tests check that the form shows it and keeps what was typed).

type Server = Awaited<ReturnType<typeof startLocalSupabase>>;
let server: Server;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'harbor-web-unstorable-'));
  server = await startLocalSupabase({ port: 0, dataDir: join(dataDir, 'data'), quiet: true });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

// supabase-js's realtime client only needs the name to exist in Node 20 (no channel is opened).
beforeEach(() => {
  vi.stubGlobal('WebSocket', class NoWebSocket {});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const client = () =>
  createClient<Database>(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

const CANNOT_BE_USED =
  /contains a character that cannot be used .* Please remove it and try again\./;

describe('text the database cannot store', () => {
  it('gets a sentence to show, not a general error, from sign-up, sign-in and password recovery', async () => {
    const email = `unstorable-${Date.now()}@example.test`;
    const signUpPassword = await client().auth.signUp({ email, password: 'pass\u0000word' });
    const signUpName = await client().auth.signUp({
      email,
      password: 'a-good-password',
      options: { data: { full_name: 'Ada \ud83d' } },
    });
    const signIn = await client().auth.signInWithPassword({
      email: `ada\u0000@example.test`,
      password: 'a-good-password',
    });
    const recovery = await client().auth.resetPasswordForEmail(`\ud800${email}`);

    for (const { error } of [signUpPassword, signUpName, signIn, recovery]) {
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('validation_failed');
    }
    expect(getAuthErrorMessage(signUpPassword.error)).toMatch(/^Password/);
    expect(getAuthErrorMessage(signUpPassword.error)).toMatch(CANNOT_BE_USED);
    expect(getAuthErrorMessage(signUpName.error)).toMatch(/^Full name/);
    expect(getAuthErrorMessage(signUpName.error)).toMatch(CANNOT_BE_USED);
    expect(getAuthErrorMessage(signIn.error)).toBe(INVALID_EMAIL_MESSAGE);
    expect(getAuthErrorMessage(recovery.error)).toBe(INVALID_EMAIL_MESSAGE);
  });

  it("gets the newsletter function's own sentence", async () => {
    const result = await subscribeToNewsletter(client(), {
      email: `news-${Date.now()}@example.test`,
      firstName: 'Ada\ud800',
    });

    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({
        kind: 'invalid',
        status: 400,
        message: expect.stringMatching(CANNOT_BE_USED),
      }),
    });
  });
});
