import { AuthApiError } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthStore } from './core';
import type { AuthStoreOptions } from './core';
import { createScriptedClient, fakeSession, fakeUser } from './test/scripted-client';

// The core without React (node environment): the same store AuthProvider binds to.

const ana = fakeUser('ana', 'ana@harbor.test');
const anaProfileRow = { id: 'ana', email: 'ana@harbor.test', full_name: 'Ana Lima' };
const basicRow = {
  id: 'm-ana',
  user_id: 'ana',
  tier: 'basic',
  is_active: true,
  start_date: null,
  end_date: null,
  created_at: '2026-01-01T00:00:00Z',
};

/** A Map-backed Storage, for the storage clearing rules in Node. */
function memoryStorage(): Storage {
  const entries = new Map<string, string>();
  return {
    get length() {
      return entries.size;
    },
    key: (index) => [...entries.keys()][index] ?? null,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  };
}

/** A window with nothing but storage, where the store's storage rules look for it. */
function withBrowserStorage() {
  const window = { localStorage: memoryStorage(), sessionStorage: memoryStorage() };
  vi.stubGlobal('window', window);
  vi.stubGlobal('localStorage', window.localStorage);
  vi.stubGlobal('sessionStorage', window.sessionStorage);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function signedIn(options: AuthStoreOptions = {}) {
  const scripted = createScriptedClient();
  const store = createAuthStore(scripted.client, options);
  const listener = vi.fn();
  store.subscribe(listener);
  const stop = store.mount();
  scripted.emit('INITIAL_SESSION', fakeSession(ana));
  await vi.waitFor(() => expect(scripted.queries).toHaveLength(2));
  scripted.queriesFor('profiles')[0]?.respond({ data: anaProfileRow, error: null });
  scripted.queriesFor('memberships')[0]?.respond({ data: basicRow, error: null });
  await vi.waitFor(() => expect(store.getSnapshot().status).toBe('signed-in'));
  return { scripted, store, listener, stop };
}

describe('createAuthStore: the membership end date', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  async function signedInUntil(endDate: string) {
    const scripted = createScriptedClient();
    const store = createAuthStore(scripted.client);
    const stop = store.mount();
    scripted.emit('INITIAL_SESSION', fakeSession(ana));
    await vi.waitFor(() => expect(scripted.queries).toHaveLength(2));
    scripted.queriesFor('profiles')[0]?.respond({ data: anaProfileRow, error: null });
    scripted
      .queriesFor('memberships')[0]
      ?.respond({ data: { ...basicRow, end_date: endDate }, error: null });
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe('signed-in'));
    return { store, stop };
  }

  it('grants access until the end date passes, then denies it without a new read', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-28T12:00:00Z') });
    const { store, stop } = await signedInUntil('2026-11-28T12:05:00Z');
    expect(store.getSnapshot().hasMembershipAccess).toBe(true);
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    expect(store.getSnapshot().hasMembershipAccess).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000 + 1_000);
    expect(store.getSnapshot().hasMembershipAccess).toBe(false);
    stop();
  });

  it('waits in steps a browser can time for an end date months away (never a timer that fires at once)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-28T12:00:00Z') });
    const { store, stop } = await signedInUntil('2027-03-01T00:00:00Z');
    // Past setTimeout's longest delay (2^31 - 1 ms, about 24.8 days): still a member.
    await vi.advanceTimersByTimeAsync(30 * 24 * 3600_000);
    expect(store.getSnapshot().hasMembershipAccess).toBe(true);
    await vi.advanceTimersByTimeAsync(70 * 24 * 3600_000);
    expect(store.getSnapshot().hasMembershipAccess).toBe(false);
    stop();
  });
});

describe('createAuthStore', () => {
  it('is loading and touches nothing until mounted', () => {
    const scripted = createScriptedClient();
    const store = createAuthStore(scripted.client);
    expect(store.getSnapshot().status).toBe('loading');
    expect(store.getSnapshot()).toBe(store.getServerSnapshot());
    expect(scripted.auth.onAuthStateChange).not.toHaveBeenCalled();
  });

  it('follows auth events, reads the person with the default queries and applies the membership rule', async () => {
    const { store, listener, stop } = await signedIn();
    const snapshot = store.getSnapshot();
    expect(snapshot.profile).toEqual({ email: 'ana@harbor.test', fullName: 'Ana Lima' });
    expect(snapshot.membership?.tier).toBe('basic');
    expect(snapshot.hasMembershipAccess).toBe(true);
    expect(listener).toHaveBeenCalled();
    // The same snapshot object until something changes (useSyncExternalStore relies on it).
    expect(store.getSnapshot()).toBe(snapshot);
    stop();
  });

  it('reads the profile and membership with the readUserData option instead', async () => {
    const scripted = createScriptedClient();
    const readUserData = vi.fn(async () => ({
      profile: { email: 'ana@harbor.test', fullName: 'Ana from elsewhere' },
      membership: null,
    }));
    const store = createAuthStore(scripted.client, { readUserData });
    const stop = store.mount();
    scripted.emit('INITIAL_SESSION', fakeSession(ana));
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe('signed-in'));
    expect(readUserData).toHaveBeenCalledWith(scripted.client, 'ana');
    expect(scripted.queries).toHaveLength(0);
    expect(store.getSnapshot().profile?.fullName).toBe('Ana from elsewhere');
    expect(store.getSnapshot().hasMembershipAccess).toBe(false);
    stop();
  });

  it('logs a reader that throws as "Error fetching user data:" and ends loading', async () => {
    const scripted = createScriptedClient();
    const logger = { error: vi.fn(), warn: vi.fn() };
    const failure = new Error('no such table');
    const store = createAuthStore(scripted.client, {
      logger,
      readUserData: () => Promise.reject(failure),
    });
    const stop = store.mount();
    scripted.emit('INITIAL_SESSION', fakeSession(ana));
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe('signed-in'));
    expect(logger.error).toHaveBeenCalledWith('Error fetching user data:', failure);
    expect(store.getSnapshot().membership).toBeNull();
    stop();
  });

  it('unsubscribes from auth events when stopped, and follows them again when mounted again', () => {
    const scripted = createScriptedClient();
    const store = createAuthStore(scripted.client);
    const stop = store.mount();
    expect(scripted.subscriberCount).toBe(1);
    stop();
    expect(scripted.subscriberCount).toBe(0);
    const stopAgain = store.mount();
    expect(scripted.subscriberCount).toBe(1);
    stopAgain();
  });
});

describe('createAuthStore sign-out scopes', () => {
  it("'global' (the default) signs out everywhere and removes every sb- entry", async () => {
    withBrowserStorage();
    localStorage.setItem('sb-here-auth-token', '{}');
    localStorage.setItem('sb-elsewhere-auth-token', '{}');
    sessionStorage.setItem('sb-here-auth-token', '{}');
    localStorage.setItem('hasVisitedBefore', 'true');
    const onSignedOut = vi.fn();
    const { scripted, store, stop } = await signedIn({ onSignedOut });

    await store.signOut();

    expect(scripted.auth.signOut).toHaveBeenCalledWith({ scope: 'global' });
    expect(store.getSnapshot().status).toBe('signed-out');
    expect(localStorage.getItem('sb-here-auth-token')).toBeNull();
    expect(localStorage.getItem('sb-elsewhere-auth-token')).toBeNull();
    expect(sessionStorage.getItem('sb-here-auth-token')).toBeNull();
    expect(localStorage.getItem('hasVisitedBefore')).toBe('true');
    expect(onSignedOut).toHaveBeenCalledWith('user');
    stop();
  });

  it("'local' ends this session and removes only this client's stored session", async () => {
    withBrowserStorage();
    localStorage.setItem('sb-here-auth-token', '{}');
    localStorage.setItem('sb-here-auth-token-code-verifier', 'v');
    sessionStorage.setItem('sb-here-auth-token', '{}');
    localStorage.setItem('sb-elsewhere-auth-token', '{}');
    const onSignedOut = vi.fn();
    const scripted = createScriptedClient();
    Object.assign(scripted.client.auth, { storageKey: 'sb-here-auth-token' });
    const store = createAuthStore(scripted.client, { signOutScope: 'local', onSignedOut });
    const stop = store.mount();
    scripted.emit('INITIAL_SESSION', fakeSession(ana));

    await store.signOut();

    expect(scripted.auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(store.getSnapshot().status).toBe('signed-out');
    expect(localStorage.getItem('sb-here-auth-token')).toBeNull();
    expect(localStorage.getItem('sb-here-auth-token-code-verifier')).toBeNull();
    expect(sessionStorage.getItem('sb-here-auth-token')).toBeNull();
    expect(localStorage.getItem('sb-elsewhere-auth-token')).toBe('{}');
    expect(onSignedOut).toHaveBeenCalledWith('user');
    stop();
  });

  it("'others' ends the other sessions only: this one stays, nothing is cleared", async () => {
    withBrowserStorage();
    localStorage.setItem('sb-here-auth-token', '{}');
    const onSignedOut = vi.fn();
    const { scripted, store, stop } = await signedIn({ onSignedOut });

    await store.signOut({ scope: 'others' });

    expect(scripted.auth.signOut).toHaveBeenCalledWith({ scope: 'others' });
    expect(store.getSnapshot().status).toBe('signed-in');
    expect(store.getSnapshot().hasMembershipAccess).toBe(true);
    expect(localStorage.getItem('sb-here-auth-token')).toBe('{}');
    expect(onSignedOut).not.toHaveBeenCalled();
    stop();
  });

  it('logs a failed sign-out as an error, whatever the scope', async () => {
    withBrowserStorage();
    const logger = { error: vi.fn(), warn: vi.fn() };
    const { scripted, store, stop } = await signedIn({ logger, signOutScope: 'others' });
    const failure = new AuthApiError('Bad Request', 400, 'validation_failed');
    scripted.auth.signOut.mockResolvedValueOnce({ error: failure });

    await store.signOut();

    expect(logger.error).toHaveBeenCalledWith('Error signing out:', failure);
    expect(logger.warn).not.toHaveBeenCalled();
    stop();
  });
});
