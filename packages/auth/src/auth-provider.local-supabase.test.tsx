import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { act, render, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isNetworkAuthError } from './auth-errors';
import { AuthProvider, useAuth } from './auth-provider';
import type { AuthProviderProps } from './auth-provider';
import { startLocalSupabaseProcess } from './test/local-supabase-process';
import type { LocalSupabaseProcess } from './test/local-supabase-process';
import type { AuthContextValue } from './types';

// The provider against the real supabase-js client and Harbor's local backend
// (migrations, seed and row-level security of supabase/).

let server: LocalSupabaseProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'harbor-auth-'));
  server = await startLocalSupabaseProcess(dataDir);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const clients: SupabaseClient[] = [];

afterEach(() => {
  localStorage.clear();
  for (const client of clients.splice(0)) void client.removeAllChannels();
});

// One storage key per test: supabase-js warns about two clients sharing a key in one page.
let storageKey = '';

beforeEach(({ task }) => {
  storageKey = `sb-test-${task.id}-auth-token`;
});

function realClient(url = server.url) {
  const client = createClient(url, server.anonKey, {
    auth: { autoRefreshToken: false, detectSessionInUrl: false, storageKey },
  });
  clients.push(client);
  return client;
}

function renderAuth(
  client: SupabaseClient,
  extra: Partial<Pick<AuthProviderProps, 'logger' | 'signOutScope'>> = {},
) {
  const onSignedOut = vi.fn();
  let latest: AuthContextValue | undefined;
  function Capture() {
    latest = useAuth();
    return null;
  }
  const view = render(
    <AuthProvider client={client} onSignedOut={onSignedOut} {...extra}>
      <Capture />
    </AuthProvider>,
  );
  const auth = () => {
    if (!latest) throw new Error('AuthProvider has not rendered');
    return latest;
  };
  return { auth, onSignedOut, view };
}

const DEMO_PASSWORD = 'harbor-demo-password';

// The demo accounts of supabase/seed.sql and what the spec says each must get.
const demoAccounts = [
  { email: 'free@harbor.test', membershipTier: 'free', hasMembershipAccess: false },
  { email: 'basic@harbor.test', membershipTier: 'basic', hasMembershipAccess: true },
  { email: 'premium@harbor.test', membershipTier: 'premium', hasMembershipAccess: true },
  { email: 'vip@harbor.test', membershipTier: 'vip', hasMembershipAccess: true },
  { email: 'expired@harbor.test', membershipTier: 'premium', hasMembershipAccess: false },
  { email: 'inactive@harbor.test', membershipTier: null, hasMembershipAccess: false },
  { email: 'plain@harbor.test', membershipTier: null, hasMembershipAccess: false },
] as const;

const storedAuthKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('sb-'));

describe('AuthProvider with supabase-js and the local backend', { timeout: 30_000 }, () => {
  it.each(demoAccounts)(
    'signs $email in, reads the profile and membership, then signs out',
    async ({ email, membershipTier, hasMembershipAccess }) => {
      const { auth, onSignedOut, view } = renderAuth(realClient());
      await waitFor(() => expect(auth().status).toBe('signed-out'));

      const { error } = await act(() => auth().signIn(email, DEMO_PASSWORD));
      expect(error).toBeNull();
      await waitFor(() => expect(auth().status).toBe('signed-in'));

      expect(auth().user?.email).toBe(email);
      expect(auth().profile?.email).toBe(email);
      expect(auth().membership?.tier ?? null).toBe(membershipTier);
      expect(auth().hasMembershipAccess).toBe(hasMembershipAccess);
      expect(storedAuthKeys()).not.toEqual([]);

      await act(() => auth().signOut());

      expect(auth().status).toBe('signed-out');
      expect(auth().profile).toBeNull();
      expect(auth().membership).toBeNull();
      expect(storedAuthKeys()).toEqual([]);
      expect(onSignedOut).toHaveBeenCalledTimes(1);
      view.unmount();
    },
  );

  it("with signOutScope 'local', ends this session only and removes only this client's entries", async () => {
    localStorage.setItem('sb-another-project-auth-token', '{}');
    const elsewhere = realClient();
    await elsewhere.auth.signInWithPassword({
      email: 'premium@harbor.test',
      password: DEMO_PASSWORD,
    });
    const { auth, onSignedOut } = renderAuth(
      createClient(server.url, server.anonKey, {
        auth: {
          autoRefreshToken: false,
          detectSessionInUrl: false,
          storageKey: `${storageKey}-here`,
        },
      }),
      { signOutScope: 'local' },
    );
    await waitFor(() => expect(auth().status).toBe('signed-out'));
    await act(() => auth().signIn('premium@harbor.test', DEMO_PASSWORD));
    await waitFor(() => expect(auth().status).toBe('signed-in'));

    await act(() => auth().signOut());

    expect(auth().status).toBe('signed-out');
    expect(onSignedOut).toHaveBeenCalledWith('user');
    expect(localStorage.getItem(`${storageKey}-here`)).toBeNull();
    expect(localStorage.getItem('sb-another-project-auth-token')).toBe('{}');
    // The other session (another device) is still valid: it can still read its own profile.
    const { data, error } = await elsewhere.from('profiles').select('email').single();
    expect(error).toBeNull();
    expect(data?.email).toBe('premium@harbor.test');
    const { error: refreshError } = await elsewhere.auth.refreshSession();
    expect(refreshError).toBeNull();
  });

  it('keeps the session across a reload (a new provider and client on the same storage)', async () => {
    const first = renderAuth(realClient());
    await waitFor(() => expect(first.auth().status).toBe('signed-out'));
    await act(() => first.auth().signIn('vip@harbor.test', DEMO_PASSWORD));
    await waitFor(() => expect(first.auth().status).toBe('signed-in'));
    first.view.unmount();

    const second = renderAuth(realClient());

    await waitFor(() => expect(second.auth().status).toBe('signed-in'));
    expect(second.auth().user?.email).toBe('vip@harbor.test');
    expect(second.auth().hasMembershipAccess).toBe(true);
  });

  it('signs a new person up and in when the project confirms addresses itself', async () => {
    const { auth } = renderAuth(realClient());
    await waitFor(() => expect(auth().status).toBe('signed-out'));

    const email = `new-${crypto.randomUUID()}@harbor.test`;
    const result = await act(() => auth().signUp(email, 'a-long-password', 'Ana Lima'));

    expect(result).toEqual({ error: null, confirmationRequired: false });
    await waitFor(() => expect(auth().status).toBe('signed-in'));
    expect(auth().profile).toEqual({ email, fullName: 'Ana Lima' });
  });

  it('returns and logs wrong credentials (a warning, never console.error) without signing in', async () => {
    const errorLog = vi.spyOn(console, 'error');
    const logger = { error: vi.fn(), warn: vi.fn() };
    const { auth } = renderAuth(realClient(), { logger });
    await waitFor(() => expect(auth().status).toBe('signed-out'));

    const { error } = await act(() => auth().signIn('premium@harbor.test', 'not-the-password'));

    expect(error?.status).toBe(400);
    expect(isNetworkAuthError(error)).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith('Error signing in:', error);
    expect(logger.error).not.toHaveBeenCalled();
    expect(errorLog).not.toHaveBeenCalled();
    expect(auth().status).toBe('signed-out');
  });

  it('returns a network error when the service cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { auth } = renderAuth(realClient('http://127.0.0.1:9'));
    await waitFor(() => expect(auth().status).toBe('signed-out'));

    const { error } = await act(() => auth().signIn('premium@harbor.test', DEMO_PASSWORD));

    expect(isNetworkAuthError(error)).toBe(true);
  });
});

describe('AuthProvider when the project requires email confirmation', { timeout: 30_000 }, () => {
  let confirming: LocalSupabaseProcess;
  let confirmingDataDir: string;

  beforeAll(async () => {
    confirmingDataDir = mkdtempSync(join(tmpdir(), 'harbor-auth-confirm-'));
    confirming = await startLocalSupabaseProcess(confirmingDataDir, { confirmEmail: true });
  }, 120_000);

  afterAll(async () => {
    await confirming?.stop();
    rmSync(confirmingDataDir, { recursive: true, force: true });
  });

  it('says the address must be confirmed and stays signed out', async () => {
    const { auth } = renderAuth(realClient(confirming.url));
    await waitFor(() => expect(auth().status).toBe('signed-out'));

    const email = `new-${crypto.randomUUID()}@harbor.test`;
    const result = await act(() => auth().signUp(email, 'a-long-password', 'Ana Lima'));

    expect(result).toEqual({ error: null, confirmationRequired: true });
    expect(auth().status).toBe('signed-out');
    expect(auth().session).toBeNull();
    expect(storedAuthKeys()).toEqual([]);
  });

  it("keeps a Spanish page's locale in the user's metadata, so the confirmation is written in Spanish", async () => {
    const { auth } = renderAuth(realClient(confirming.url));
    await waitFor(() => expect(auth().status).toBe('signed-out'));
    const email = `nueva-${crypto.randomUUID()}@harbor.test`;
    const result = await act(() =>
      auth().signUp(email, 'a-long-password', 'Ana Lima', { locale: 'es' }),
    );
    expect(result).toEqual({ error: null, confirmationRequired: true });
    const response = await fetch(confirming.outboxUrl, {
      headers: { apikey: confirming.serviceRoleKey },
    });
    const { messages } = (await response.json()) as {
      messages: { to: string; subject: string; html?: string }[];
    };
    const mail = messages.find((message) => message.to === email);
    // The repository's template (supabase/templates/confirmation.html), rendered by the backend.
    expect(mail?.subject).toBe('Harbor: confirme su correo electrónico');
    expect(mail?.html).toContain('<div lang="es">');
  });

  it('returns the service refusing a second link within its minimum interval', async () => {
    const logger = { error: vi.fn(), warn: vi.fn() };
    const { auth } = renderAuth(realClient(confirming.url), { logger });
    await waitFor(() => expect(auth().status).toBe('signed-out'));
    const email = `new-${crypto.randomUUID()}@harbor.test`;
    await act(() => auth().signUp(email, 'a-long-password', 'Ana Lima'));

    const { error } = await act(() => auth().resendConfirmationEmail(email));

    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_email_send_rate_limit');
    expect(logger.warn).toHaveBeenCalledWith('Error resending the confirmation email:', error);
  });
});
