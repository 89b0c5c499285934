import { AuthApiError } from '@supabase/supabase-js';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth, useSupabaseClient } from './auth-provider';
import type { AuthProviderProps } from './auth-provider';
import { createScriptedClient, fakeSession, fakeUser } from './test/scripted-client';
import type { AuthContextValue } from './types';

const ana = fakeUser('ana', 'ana@harbor.test');
const ben = fakeUser('ben', 'ben@harbor.test');
const anaProfileRow = { id: 'ana', email: 'ana@harbor.test', full_name: 'Ana Lima' };
const benProfileRow = { id: 'ben', email: 'ben@harbor.test', full_name: 'Ben Okafor' };
const premiumRow = (userId: string) => ({
  id: `membership-of-${userId}`,
  user_id: userId,
  tier: 'premium',
  is_active: true,
  start_date: '2026-01-01T00:00:00+00:00',
  end_date: null,
  created_at: '2026-01-01T00:00:00+00:00',
});
const noRows = {
  code: 'PGRST116',
  message: 'JSON object requested, multiple (or no) rows returned',
};

function renderAuth(
  scripted = createScriptedClient(),
  onSignedOut = vi.fn(),
  extra: Partial<Pick<AuthProviderProps, 'logger' | 'signOutScope' | 'readUserData'>> = {},
) {
  let latest: AuthContextValue | undefined;
  function Capture() {
    latest = useAuth();
    return null;
  }
  const tree = (signedOut: () => void) => (
    <AuthProvider client={scripted.client} onSignedOut={signedOut} {...extra}>
      <Capture />
    </AuthProvider>
  );
  const view = render(tree(onSignedOut));
  const auth = () => {
    if (!latest) throw new Error('AuthProvider has not rendered');
    return latest;
  };
  const rerenderWith = (signedOut: () => void) => view.rerender(tree(signedOut));
  return { scripted, onSignedOut, auth, view, rerenderWith };
}

afterEach(() => {
  // Restore storage spies before cleaning up, or a throwing spy would break the clean-up.
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('useAuth', () => {
  it('throws outside an AuthProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow(
      'useAuth must be used within an AuthProvider',
    );
  });
});

describe('AuthProvider', () => {
  it('is loading until the first auth event, then signed out when there is no session', () => {
    const { scripted, auth } = renderAuth();
    expect(auth().status).toBe('loading');

    act(() => scripted.emit('INITIAL_SESSION', null));

    expect(auth().status).toBe('signed-out');
    expect(auth().user).toBeNull();
    expect(scripted.queries).toHaveLength(0);
  });

  it('signs in, then fetches the profile and the latest active membership of that user', async () => {
    const { scripted, auth } = renderAuth();
    act(() => scripted.emit('INITIAL_SESSION', null));

    const result = await act(() => auth().signIn('ana@harbor.test', 'harbor-demo-password'));
    expect(result).toEqual({ error: null });
    expect(scripted.auth.signInWithPassword).toHaveBeenCalledWith({
      email: 'ana@harbor.test',
      password: 'harbor-demo-password',
    });

    const session = fakeSession(ana);
    act(() => scripted.emit('SIGNED_IN', session));
    expect(auth().status).toBe('loading');
    expect(auth().session).toBe(session);
    expect(auth().user).toBe(ana);

    await waitFor(() => expect(scripted.queries).toHaveLength(2));
    expect(scripted.queriesFor('profiles')[0]?.calls).toContainEqual(['eq', ['id', 'ana']]);
    expect(scripted.queriesFor('memberships')[0]?.calls).toContainEqual(['eq', ['user_id', 'ana']]);
    await act(async () => {
      scripted.queriesFor('profiles')[0]?.respond({ data: anaProfileRow, error: null });
      scripted.queriesFor('memberships')[0]?.respond({ data: premiumRow('ana'), error: null });
    });

    expect(auth().status).toBe('signed-in');
    expect(auth().profile).toEqual({ email: 'ana@harbor.test', fullName: 'Ana Lima' });
    expect(auth().membership).toEqual({
      id: 'membership-of-ana',
      tier: 'premium',
      isActive: true,
      startDate: '2026-01-01T00:00:00+00:00',
      endDate: null,
      source: null,
    });
    expect(auth().hasMembershipAccess).toBe(true);
  });

  it('treats PGRST116 as no membership, without logging an error', async () => {
    const errorLog = vi.spyOn(console, 'error');
    const { scripted, auth } = renderAuth();
    act(() => scripted.emit('INITIAL_SESSION', fakeSession(ana)));

    await waitFor(() => expect(scripted.queries).toHaveLength(2));
    await act(async () => {
      scripted.queriesFor('profiles')[0]?.respond({ data: anaProfileRow, error: null });
      scripted.queriesFor('memberships')[0]?.respond({ data: null, error: noRows });
    });

    expect(auth().status).toBe('signed-in');
    expect(auth().membership).toBeNull();
    expect(auth().hasMembershipAccess).toBe(false);
    expect(auth().profile?.fullName).toBe('Ana Lima');
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('logs "Error fetching user data:" when a read fails, and stops loading', async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { scripted, auth } = renderAuth();
    act(() => scripted.emit('INITIAL_SESSION', fakeSession(ana)));

    await waitFor(() => expect(scripted.queries).toHaveLength(2));
    const failure = { code: '42501', message: 'permission denied for table memberships' };
    await act(async () => {
      scripted.queriesFor('profiles')[0]?.respond({ data: anaProfileRow, error: null });
      scripted.queriesFor('memberships')[0]?.respond({ data: null, error: failure });
    });

    expect(errorLog).toHaveBeenCalledWith('Error fetching user data:', failure);
    expect(auth().status).toBe('signed-in');
    expect(auth().membership).toBeNull();
    expect(auth().hasMembershipAccess).toBe(false);
  });

  it('does not read the profile again when only the token is refreshed', async () => {
    const { scripted, auth } = renderAuth();
    act(() => scripted.emit('INITIAL_SESSION', fakeSession(ana)));
    await waitFor(() => expect(scripted.queries).toHaveLength(2));
    await act(async () => {
      scripted.queriesFor('profiles')[0]?.respond({ data: anaProfileRow, error: null });
      scripted.queriesFor('memberships')[0]?.respond({ data: premiumRow('ana'), error: null });
    });

    const refreshed = fakeSession(ana, 'refreshed-token');
    act(() => scripted.emit('TOKEN_REFRESHED', refreshed));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

    expect(scripted.queries).toHaveLength(2);
    expect(auth().session).toBe(refreshed);
    expect(auth().status).toBe('signed-in');
    expect(auth().hasMembershipAccess).toBe(true);
  });

  it('signs out globally, clears everything and the stored auth entries, then calls onSignedOut', async () => {
    localStorage.setItem('sb-127-auth-token', '{"access_token":"token-for-ana"}');
    localStorage.setItem('sb-127-auth-token-code-verifier', 'verifier');
    localStorage.setItem('hasVisitedBefore', 'true');
    const { scripted, auth, onSignedOut } = renderAuth();
    act(() => scripted.emit('INITIAL_SESSION', fakeSession(ana)));
    await waitFor(() => expect(scripted.queries).toHaveLength(2));
    await act(async () => {
      scripted.queriesFor('profiles')[0]?.respond({ data: anaProfileRow, error: null });
      scripted.queriesFor('memberships')[0]?.respond({ data: premiumRow('ana'), error: null });
    });
    expect(auth().status).toBe('signed-in');

    await act(() => auth().signOut());

    expect(scripted.auth.signOut).toHaveBeenCalledWith({ scope: 'global' });
    expect(auth().status).toBe('signed-out');
    expect(auth().session).toBeNull();
    expect(auth().user).toBeNull();
    expect(auth().profile).toBeNull();
    expect(auth().membership).toBeNull();
    expect(auth().hasMembershipAccess).toBe(false);
    expect(localStorage.getItem('sb-127-auth-token')).toBeNull();
    expect(localStorage.getItem('sb-127-auth-token-code-verifier')).toBeNull();
    expect(localStorage.getItem('hasVisitedBefore')).toBe('true');
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('logs a sign-out failure and still clears everything and calls onSignedOut', async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('sb-127-auth-token', '{}');
    const { scripted, auth, onSignedOut } = renderAuth();
    const failure = new AuthApiError('Internal Server Error', 500, 'unexpected_failure');
    scripted.auth.signOut.mockResolvedValueOnce({ error: failure });
    act(() => scripted.emit('INITIAL_SESSION', fakeSession(ana)));

    await act(() => auth().signOut());

    expect(errorLog).toHaveBeenCalledWith('Error signing out:', failure);
    expect(auth().status).toBe('signed-out');
    expect(localStorage.getItem('sb-127-auth-token')).toBeNull();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('signs out even when browser storage throws', async () => {
    vi.spyOn(Storage.prototype, 'key').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    localStorage.setItem('sb-127-auth-token', '{}');
    const { scripted, auth, onSignedOut } = renderAuth();
    act(() => scripted.emit('INITIAL_SESSION', fakeSession(ana)));

    await act(() => auth().signOut());

    expect(auth().status).toBe('signed-out');
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  describe('given a profile and membership response that arrives late', () => {
    it('drops it when its user has signed out meanwhile', async () => {
      const { scripted, auth } = renderAuth();
      act(() => scripted.emit('INITIAL_SESSION', fakeSession(ana)));
      await waitFor(() => expect(scripted.queries).toHaveLength(2));

      await act(() => auth().signOut());
      act(() => scripted.emit('SIGNED_OUT', null));
      await act(async () => {
        scripted.queriesFor('profiles')[0]?.respond({ data: anaProfileRow, error: null });
        scripted.queriesFor('memberships')[0]?.respond({ data: premiumRow('ana'), error: null });
      });

      expect(auth().status).toBe('signed-out');
      expect(auth().profile).toBeNull();
      expect(auth().membership).toBeNull();
      expect(auth().hasMembershipAccess).toBe(false);
    });

    it('drops it when another user has signed in meanwhile', async () => {
      const { scripted, auth } = renderAuth();
      act(() => scripted.emit('INITIAL_SESSION', fakeSession(ana)));
      await waitFor(() => expect(scripted.queries).toHaveLength(2));

      act(() => scripted.emit('SIGNED_IN', fakeSession(ben)));
      await waitFor(() => expect(scripted.queries).toHaveLength(4));
      await act(async () => {
        scripted.queriesFor('profiles')[1]?.respond({ data: benProfileRow, error: null });
        scripted.queriesFor('memberships')[1]?.respond({ data: null, error: noRows });
      });
      await act(async () => {
        scripted.queriesFor('profiles')[0]?.respond({ data: anaProfileRow, error: null });
        scripted.queriesFor('memberships')[0]?.respond({ data: premiumRow('ana'), error: null });
      });

      expect(auth().user).toBe(ben);
      expect(auth().status).toBe('signed-in');
      expect(auth().profile).toEqual({ email: 'ben@harbor.test', fullName: 'Ben Okafor' });
      expect(auth().membership).toBeNull();
      expect(auth().hasMembershipAccess).toBe(false);
    });

    it('keeps the newer of two responses for the same user', async () => {
      const { scripted, auth } = renderAuth();
      act(() => scripted.emit('INITIAL_SESSION', fakeSession(ana)));
      await waitFor(() => expect(scripted.queries).toHaveLength(2));
      act(() => scripted.emit('USER_UPDATED', fakeSession(ana)));
      await waitFor(() => expect(scripted.queries).toHaveLength(4));

      await act(async () => {
        scripted
          .queriesFor('profiles')[1]
          ?.respond({ data: { ...anaProfileRow, full_name: 'Ana L.' }, error: null });
        scripted.queriesFor('memberships')[1]?.respond({ data: premiumRow('ana'), error: null });
      });
      await act(async () => {
        scripted.queriesFor('profiles')[0]?.respond({ data: anaProfileRow, error: null });
        scripted.queriesFor('memberships')[0]?.respond({ data: null, error: noRows });
      });

      expect(auth().profile?.fullName).toBe('Ana L.');
      expect(auth().hasMembershipAccess).toBe(true);
    });
  });

  it('logs a refused sign-in (a wrong password) as a warning, never console.error, and returns it', async () => {
    const errorLog = vi.spyOn(console, 'error');
    const logger = { error: vi.fn(), warn: vi.fn() };
    const { scripted, auth } = renderAuth(createScriptedClient(), vi.fn(), { logger });
    const failure = new AuthApiError('Invalid login credentials', 400, 'invalid_credentials');
    scripted.auth.signInWithPassword.mockResolvedValueOnce({ data: {}, error: failure });

    const result = await act(() => auth().signIn('ana@harbor.test', 'wrong'));

    expect(result).toEqual({ error: failure });
    expect(logger.warn).toHaveBeenCalledWith('Error signing in:', failure);
    expect(logger.error).not.toHaveBeenCalled();
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('with the default logger, a wrong password logs nothing and a failing service logs an error', async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warnLog = vi.spyOn(console, 'warn');
    const { scripted, auth } = renderAuth();
    const refused = new AuthApiError('Invalid login credentials', 400, 'invalid_credentials');
    const broken = new AuthApiError('Internal Server Error', 500, 'unexpected_failure');
    scripted.auth.signInWithPassword
      .mockResolvedValueOnce({ data: {}, error: refused })
      .mockResolvedValueOnce({ data: {}, error: broken });

    await act(() => auth().signIn('ana@harbor.test', 'wrong'));
    expect(errorLog).not.toHaveBeenCalled();
    expect(warnLog).not.toHaveBeenCalled();

    await act(() => auth().signIn('ana@harbor.test', 'harbor-demo-password'));
    expect(errorLog).toHaveBeenCalledWith('Error signing in:', broken);
  });

  it('returns a sign-in call that throws as a network error instead of throwing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { scripted, auth } = renderAuth();
    scripted.auth.signInWithPassword.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    const { error } = await act(() => auth().signIn('ana@harbor.test', 'harbor-demo-password'));

    expect(error?.name).toBe('AuthRetryableFetchError');
    expect(error?.status).toBe(0);
  });

  it('signs up with full_name as user metadata', async () => {
    const { scripted, auth } = renderAuth();
    scripted.auth.signUp.mockResolvedValueOnce({
      data: { user: { id: 'user-ana' }, session: { access_token: 'token' } },
      error: null,
    });

    const result = await act(() => auth().signUp('ana@harbor.test', 'a-long-password', 'Ana Lima'));

    expect(result).toEqual({ error: null, confirmationRequired: false });
    expect(scripted.auth.signUp).toHaveBeenCalledWith({
      email: 'ana@harbor.test',
      password: 'a-long-password',
      options: { data: { full_name: 'Ana Lima' } },
    });
  });

  it('says the email must be confirmed when sign-up starts no session', async () => {
    const { scripted, auth } = renderAuth();
    scripted.auth.signUp.mockResolvedValueOnce({
      data: { user: { id: 'user-ana' }, session: null },
      error: null,
    });

    const result = await act(() =>
      auth().signUp('ana@harbor.test', 'a-long-password', 'Ana Lima', {
        emailRedirectTo: 'http://localhost:5173/explore',
      }),
    );

    expect(result).toEqual({ error: null, confirmationRequired: true });
    expect(scripted.auth.signUp).toHaveBeenCalledWith({
      email: 'ana@harbor.test',
      password: 'a-long-password',
      options: {
        data: { full_name: 'Ana Lima' },
        emailRedirectTo: 'http://localhost:5173/explore',
      },
    });
  });

  it('logs a refused sign-up as a warning and returns it to the caller', async () => {
    const logger = { error: vi.fn(), warn: vi.fn() };
    const { scripted, auth } = renderAuth(createScriptedClient(), vi.fn(), { logger });
    const failure = new AuthApiError('User already registered', 422, 'user_already_exists');
    scripted.auth.signUp.mockResolvedValueOnce({ data: {}, error: failure });

    const result = await act(() => auth().signUp('ana@harbor.test', 'a-long-password', 'Ana Lima'));

    expect(result).toEqual({ error: failure, confirmationRequired: false });
    expect(logger.warn).toHaveBeenCalledWith('Error signing up:', failure);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('sends the sign-up confirmation link again, with the redirect address', async () => {
    const { scripted, auth } = renderAuth();

    const result = await act(() =>
      auth().resendConfirmationEmail('ana@harbor.test', {
        emailRedirectTo: 'http://localhost:5173/explore',
      }),
    );

    expect(result).toEqual({ error: null });
    expect(scripted.auth.resend).toHaveBeenCalledWith({
      type: 'signup',
      email: 'ana@harbor.test',
      options: { emailRedirectTo: 'http://localhost:5173/explore' },
    });
  });

  it('logs a refused resend and returns it to the caller', async () => {
    const logger = { error: vi.fn(), warn: vi.fn() };
    const { scripted, auth } = renderAuth(createScriptedClient(), vi.fn(), { logger });
    const failure = new AuthApiError(
      'For security purposes, you can only request this after 42 seconds.',
      429,
      'over_email_send_rate_limit',
    );
    scripted.auth.resend.mockResolvedValueOnce({ data: {}, error: failure });

    const result = await act(() => auth().resendConfirmationEmail('ana@harbor.test'));

    expect(result).toEqual({ error: failure });
    expect(logger.warn).toHaveBeenCalledWith('Error resending the confirmation email:', failure);
    expect(scripted.auth.resend).toHaveBeenCalledWith({ type: 'signup', email: 'ana@harbor.test' });
  });

  it('requests a password reset email with the redirect address', async () => {
    const { scripted, auth } = renderAuth();

    await act(() =>
      auth().requestPasswordReset('ana@harbor.test', 'http://localhost:5173/login?mode=update'),
    );

    expect(scripted.auth.resetPasswordForEmail).toHaveBeenCalledWith('ana@harbor.test', {
      redirectTo: 'http://localhost:5173/login?mode=update',
    });
  });

  it('flags a password recovery until the new password is saved', async () => {
    const { scripted, auth } = renderAuth();
    act(() => scripted.emit('PASSWORD_RECOVERY', fakeSession(ana)));
    expect(auth().isPasswordRecovery).toBe(true);

    const result = await act(() => auth().updatePassword('a-new-long-password'));

    expect(result).toEqual({ error: null });
    expect(scripted.auth.updateUser).toHaveBeenCalledWith({ password: 'a-new-long-password' });
    expect(auth().isPasswordRecovery).toBe(false);
  });

  it('keeps the password recovery flag when saving the new password fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { scripted, auth } = renderAuth();
    act(() => scripted.emit('PASSWORD_RECOVERY', fakeSession(ana)));
    const failure = new AuthApiError('Password is too weak', 422, 'weak_password');
    scripted.auth.updateUser.mockResolvedValueOnce({ data: {}, error: failure });

    const result = await act(() => auth().updatePassword('short'));

    expect(result).toEqual({ error: failure });
    expect(auth().isPasswordRecovery).toBe(true);
  });

  it('unsubscribes from auth events when unmounted', () => {
    const { scripted, view } = renderAuth();
    expect(scripted.subscriberCount).toBe(1);

    view.unmount();

    expect(scripted.subscriberCount).toBe(0);
  });

  it('keeps the same value when the parent re-renders with a new onSignedOut', () => {
    const { scripted, auth, rerenderWith } = renderAuth();
    act(() => scripted.emit('INITIAL_SESSION', null));
    const before = auth();

    rerenderWith(vi.fn());

    expect(auth()).toBe(before);
  });

  it('calls the latest onSignedOut it was given', async () => {
    const { auth, rerenderWith, onSignedOut } = renderAuth();
    const latestOnSignedOut = vi.fn();
    rerenderWith(latestOnSignedOut);

    await act(() => auth().signOut());

    expect(latestOnSignedOut).toHaveBeenCalledTimes(1);
    expect(onSignedOut).not.toHaveBeenCalled();
  });
});

describe('refreshUserData', () => {
  const freeRow = (userId: string) => ({
    ...premiumRow(userId),
    id: `free-of-${userId}`,
    tier: 'free',
  });

  async function signedInAsFreeAna() {
    const rendered = renderAuth();
    act(() => rendered.scripted.emit('INITIAL_SESSION', fakeSession(ana)));
    await waitFor(() => expect(rendered.scripted.queries).toHaveLength(2));
    await act(async () => {
      rendered.scripted.queriesFor('profiles')[0]?.respond({ data: anaProfileRow, error: null });
      rendered.scripted
        .queriesFor('memberships')[0]
        ?.respond({ data: freeRow('ana'), error: null });
    });
    expect(rendered.auth().hasMembershipAccess).toBe(false);
    return rendered;
  }

  it('reads the profile and membership again, so a new premium membership gives access without an auth event', async () => {
    const { scripted, auth } = await signedInAsFreeAna();

    let refreshed!: Promise<void>;
    act(() => {
      refreshed = auth().refreshUserData();
    });
    await waitFor(() => expect(scripted.queries).toHaveLength(4));
    expect(scripted.queriesFor('memberships')[1]?.calls).toEqual([
      ['select', ['*']],
      ['eq', ['user_id', 'ana']],
      ['eq', ['is_active', true]],
      ['order', ['created_at', { ascending: false }]],
      ['limit', [1]],
      ['single', []],
    ]);
    expect(auth().status).toBe('signed-in');
    await act(async () => {
      scripted.queriesFor('profiles')[1]?.respond({ data: anaProfileRow, error: null });
      scripted.queriesFor('memberships')[1]?.respond({ data: premiumRow('ana'), error: null });
      await refreshed;
    });

    expect(auth().membership?.tier).toBe('premium');
    expect(auth().hasMembershipAccess).toBe(true);
  });

  it('does nothing when no one is signed in', async () => {
    const { scripted, auth } = renderAuth();
    act(() => scripted.emit('INITIAL_SESSION', null));

    await act(() => auth().refreshUserData());

    expect(scripted.queries).toHaveLength(0);
    expect(auth().status).toBe('signed-out');
  });

  it('keeps the membership it had and logs the error when the re-read fails', async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { scripted, auth } = await signedInAsFreeAna();

    let refreshed!: Promise<void>;
    act(() => {
      refreshed = auth().refreshUserData();
    });
    await waitFor(() => expect(scripted.queries).toHaveLength(4));
    const failure = { code: '500', message: 'Service unavailable' };
    await act(async () => {
      scripted.queriesFor('profiles')[1]?.respond({ data: anaProfileRow, error: null });
      scripted.queriesFor('memberships')[1]?.respond({ data: null, error: failure });
      await refreshed;
    });

    expect(errorLog).toHaveBeenCalledWith('Error fetching user data:', failure);
    expect(auth().membership?.tier).toBe('free');
    expect(auth().status).toBe('signed-in');
  });

  it('drops an answer that arrives after someone else signed in', async () => {
    const { scripted, auth } = await signedInAsFreeAna();

    let refreshed!: Promise<void>;
    act(() => {
      refreshed = auth().refreshUserData();
    });
    await waitFor(() => expect(scripted.queries).toHaveLength(4));
    act(() => scripted.emit('SIGNED_IN', fakeSession(ben)));
    await waitFor(() => expect(scripted.queries).toHaveLength(6));
    await act(async () => {
      scripted.queriesFor('profiles')[2]?.respond({ data: benProfileRow, error: null });
      scripted.queriesFor('memberships')[2]?.respond({ data: freeRow('ben'), error: null });
    });
    await act(async () => {
      scripted.queriesFor('profiles')[1]?.respond({ data: anaProfileRow, error: null });
      scripted.queriesFor('memberships')[1]?.respond({ data: premiumRow('ana'), error: null });
      await refreshed;
    });

    expect(auth().user).toBe(ben);
    expect(auth().profile?.fullName).toBe('Ben Okafor');
    expect(auth().hasMembershipAccess).toBe(false);
  });
});

describe('useSupabaseClient', () => {
  it('returns the client given to the AuthProvider', () => {
    const scripted = createScriptedClient();
    const { result } = renderHook(() => useSupabaseClient(), {
      wrapper: ({ children }) => <AuthProvider client={scripted.client}>{children}</AuthProvider>,
    });
    expect(result.current).toBe(scripted.client);
  });

  it('throws outside an AuthProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useSupabaseClient())).toThrow(
      'useSupabaseClient must be used within an AuthProvider',
    );
  });
});
