import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from './auth-provider';
import { createAuthStorage } from './auth-storage';
import type { AuthStorage } from './auth-storage';
import { createScriptedClient, fakeSession, fakeUser } from './test/scripted-client';
import type { AuthContextValue } from './types';

// AuthProvider's session storage choice and idle sign-out, on a fake clock.

const MINUTE = 60_000;
const ana = fakeUser('ana', 'ana@harbor.test');

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

function renderAuth({
  idleTimeoutMs,
  warnBeforeMs,
  storage,
}: { idleTimeoutMs?: number; warnBeforeMs?: number; storage?: AuthStorage } = {}) {
  const scripted = createScriptedClient();
  const onSignedOut = vi.fn();
  const onIdleWarning = vi.fn();
  let latest: AuthContextValue | undefined;
  function Capture() {
    latest = useAuth();
    return null;
  }
  render(
    <AuthProvider
      client={scripted.client}
      storage={storage}
      idleTimeoutMs={idleTimeoutMs}
      warnBeforeMs={warnBeforeMs}
      onIdleWarning={onIdleWarning}
      onSignedOut={onSignedOut}
    >
      <Capture />
    </AuthProvider>,
  );
  const auth = () => {
    if (!latest) throw new Error('AuthProvider has not rendered');
    return latest;
  };
  return { scripted, auth, onSignedOut, onIdleWarning };
}

/**
 * Signs Ana in and waits until the idle watcher (a chunk the provider loads on demand) runs. The
 * fake clock stands still meanwhile, so every wait below counts from here.
 */
async function signInAna(scripted: ReturnType<typeof createScriptedClient>) {
  act(() => scripted.emit('INITIAL_SESSION', fakeSession(ana)));
  await act(async () => {
    await Promise.all([import('./idle-watcher'), import('./client-calls')]);
  });
}

/** Moves the fake clock, letting React and the provider's promises settle. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('AuthProvider idle sign-out', () => {
  describe('given someone signed in and idleTimeoutMs of 15 minutes', () => {
    it('warns 2 minutes before, then signs out everywhere, clears the session and says why', async () => {
      const { scripted, auth, onSignedOut, onIdleWarning } = renderAuth({
        idleTimeoutMs: 15 * MINUTE,
      });
      localStorage.setItem('sb-127-auth-token', '{}');
      sessionStorage.setItem('sb-127-auth-token', '{}');
      await signInAna(scripted);
      const signOutAt = Date.now() + 15 * MINUTE;

      await wait(13 * MINUTE - 1);
      expect(auth().idleSignOutAt).toBeNull();
      await wait(1);
      expect(auth().idleSignOutAt).toBe(signOutAt);
      expect(onIdleWarning).toHaveBeenCalledWith(signOutAt);
      expect(scripted.auth.signOut).not.toHaveBeenCalled();

      await wait(2 * MINUTE);
      expect(scripted.auth.signOut).toHaveBeenCalledWith({ scope: 'global' });
      expect(auth().status).toBe('signed-out');
      expect(auth().idleSignOutAt).toBeNull();
      expect(localStorage.getItem('sb-127-auth-token')).toBeNull();
      expect(sessionStorage.getItem('sb-127-auth-token')).toBeNull();
      expect(onSignedOut).toHaveBeenCalledWith('idle');
    });

    it('"Stay signed in" takes the warning away and starts the 15 minutes again', async () => {
      const { scripted, auth } = renderAuth({ idleTimeoutMs: 15 * MINUTE });
      await signInAna(scripted);
      await wait(14 * MINUTE);
      expect(auth().idleSignOutAt).not.toBeNull();

      act(() => auth().staySignedIn());
      expect(auth().idleSignOutAt).toBeNull();

      await wait(14 * MINUTE);
      expect(scripted.auth.signOut).not.toHaveBeenCalled();
      await wait(1 * MINUTE);
      expect(scripted.auth.signOut).toHaveBeenCalledTimes(1);
    });

    it('counts a key press or a click as activity', async () => {
      const { scripted } = renderAuth({ idleTimeoutMs: 15 * MINUTE });
      await signInAna(scripted);
      await wait(10 * MINUTE);
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
      await wait(10 * MINUTE);
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      await wait(14 * MINUTE);
      expect(scripted.auth.signOut).not.toHaveBeenCalled();

      // 15 minutes after the last activity, not the first.
      await wait(1 * MINUTE);
      expect(scripted.auth.signOut).toHaveBeenCalledTimes(1);
    });

    it('uses warnBeforeMs for the warning', async () => {
      const { scripted, auth } = renderAuth({
        idleTimeoutMs: 15 * MINUTE,
        warnBeforeMs: 5 * MINUTE,
      });
      await signInAna(scripted);
      await wait(10 * MINUTE);
      expect(auth().idleSignOutAt).toBe(Date.now() + 5 * MINUTE);
    });
  });

  describe('given nobody signed in', () => {
    it('never signs out or warns', async () => {
      const { scripted, auth, onSignedOut } = renderAuth({ idleTimeoutMs: 15 * MINUTE });
      act(() => scripted.emit('INITIAL_SESSION', null));
      await wait(60 * MINUTE);
      expect(auth().idleSignOutAt).toBeNull();
      expect(scripted.auth.signOut).not.toHaveBeenCalled();
      expect(onSignedOut).not.toHaveBeenCalled();
    });
  });

  describe('given no idleTimeoutMs', () => {
    it('keeps the person signed in however long they are away', async () => {
      const { scripted, auth } = renderAuth();
      act(() => scripted.emit('INITIAL_SESSION', fakeSession(ana)));
      await wait(24 * 60 * MINUTE);
      expect(scripted.auth.signOut).not.toHaveBeenCalled();
      expect(auth().user).toBe(ana);
    });
  });
});

describe('AuthProvider session storage choice', () => {
  it("signIn with persistence 'tab' keeps the session in this tab only, chosen before signing in", async () => {
    const storage = createAuthStorage();
    const { scripted, auth } = renderAuth({ storage });
    scripted.auth.signInWithPassword.mockImplementationOnce(async () => {
      // What supabase-js does on success: save the session through the storage it was given.
      storage.setItem('sb-127-auth-token', '{"access_token":"a"}');
      return { data: {}, error: null };
    });

    const result = await act(() =>
      auth().signIn('ana@harbor.test', 'harbor-demo-password', { persistence: 'tab' }),
    );

    expect(result.error).toBeNull();
    expect(storage.persistence).toBe('tab');
    expect(sessionStorage.getItem('sb-127-auth-token')).toBe('{"access_token":"a"}');
    expect(localStorage.getItem('sb-127-auth-token')).toBeNull();
  });

  it("signUp with persistence 'tab' does the same", async () => {
    const storage = createAuthStorage();
    const { auth } = renderAuth({ storage });
    await act(() =>
      auth().signUp('ana@harbor.test', 'pw-long-enough', 'Ana', { persistence: 'tab' }),
    );
    expect(storage.persistence).toBe('tab');
  });

  it('without persistence, signIn leaves the choice as it was', async () => {
    const storage = createAuthStorage();
    const { auth } = renderAuth({ storage });
    await act(() => auth().signIn('ana@harbor.test', 'harbor-demo-password'));
    expect(storage.persistence).toBe('local');
  });

  it('refuses a persistence it cannot honour (no storage), without signing in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { scripted, auth } = renderAuth();
    const result = await act(() =>
      auth().signIn('ana@harbor.test', 'harbor-demo-password', { persistence: 'tab' }),
    );
    expect(result.error?.message).toMatch(/persistence needs AuthProvider's storage prop/);
    expect(scripted.auth.signInWithPassword).not.toHaveBeenCalled();
  });
});
