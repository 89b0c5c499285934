import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth, useSupabaseClient } from './auth-provider';
import { createScriptedClient, fakeSession, fakeUser } from './test/scripted-client';
import type { AuthContextValue } from './types';

// AuthProvider with `loadClient`: supabase-js is loaded only when something needs it.

const ana = fakeUser('ana', 'ana@harbor.test');

function renderWithLoader({
  stored = false,
  loader,
}: {
  stored?: boolean;
  loader?: () => Promise<ReturnType<typeof createScriptedClient>['client']>;
} = {}) {
  const scripted = createScriptedClient();
  const loadClient = vi.fn(loader ?? (() => Promise.resolve(scripted.client)));
  let latest: AuthContextValue | undefined;
  function Capture() {
    latest = useAuth();
    return null;
  }
  const view = render(
    <AuthProvider loadClient={loadClient} hasStoredSession={() => stored}>
      <Capture />
    </AuthProvider>,
  );
  const auth = () => {
    if (!latest) throw new Error('AuthProvider has not rendered');
    return latest;
  };
  return { scripted, loadClient, auth, view };
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('AuthProvider with loadClient', () => {
  it('is signed out at once and loads nothing when no session is stored', () => {
    const { loadClient, auth } = renderWithLoader();

    expect(auth().status).toBe('signed-out');
    expect(loadClient).not.toHaveBeenCalled();
  });

  it('loads the client at start when a session is stored, and follows its auth events', async () => {
    const { loadClient, scripted, auth } = renderWithLoader({ stored: true });

    expect(auth().status).toBe('loading');
    await waitFor(() => expect(loadClient).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(scripted.auth.onAuthStateChange).toHaveBeenCalled());
    act(() => scripted.emit('INITIAL_SESSION', fakeSession(ana)));
    expect(auth().user).toBe(ana);
  });

  it('by default looks for supabase-js’s stored session in localStorage', () => {
    localStorage.setItem('sb-project-auth-token', '{}');
    const scripted = createScriptedClient();
    const loadClient = vi.fn(() => Promise.resolve(scripted.client));
    render(
      <AuthProvider loadClient={loadClient}>
        <span />
      </AuthProvider>,
    );

    expect(loadClient).toHaveBeenCalledTimes(1);
  });

  it('loads the client once when an action needs it, then signs in with it', async () => {
    const { loadClient, scripted, auth } = renderWithLoader();

    const [first, second] = await act(() =>
      Promise.all([
        auth().signIn('ana@harbor.test', 'harbor-demo-password'),
        auth().requestPasswordReset('ana@harbor.test', 'http://harbor.test/login'),
      ]),
    );

    expect(first).toEqual({ error: null });
    expect(second).toEqual({ error: null });
    expect(loadClient).toHaveBeenCalledTimes(1);
    expect(scripted.auth.signInWithPassword).toHaveBeenCalledWith({
      email: 'ana@harbor.test',
      password: 'harbor-demo-password',
    });
  });

  it('returns a client that cannot load as a network error, and tries again next time', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const scripted = createScriptedClient();
    const loader = vi
      .fn<() => Promise<typeof scripted.client>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(scripted.client);
    const { auth } = renderWithLoader({ loader });

    const failed = await act(() => auth().signIn('ana@harbor.test', 'harbor-demo-password'));
    expect(failed.error?.name).toBe('AuthRetryableFetchError');
    expect(failed.error?.status).toBe(0);

    const retried = await act(() => auth().signIn('ana@harbor.test', 'harbor-demo-password'));
    expect(retried).toEqual({ error: null });
  });

  it('signs out without loading the client when nobody signed in', async () => {
    const { loadClient, auth } = renderWithLoader();

    await act(() => auth().signOut());

    expect(loadClient).not.toHaveBeenCalled();
    expect(auth().status).toBe('signed-out');
  });

  it('suspends useSupabaseClient until the client has loaded', async () => {
    const scripted = createScriptedClient();
    let arrive: (client: typeof scripted.client) => void = () => undefined;
    const loadClient = vi.fn(
      () => new Promise<typeof scripted.client>((resolve) => (arrive = resolve)),
    );
    function UsesClient() {
      const client = useSupabaseClient();
      return <p>{client === scripted.client ? 'client ready' : 'wrong client'}</p>;
    }
    render(
      <AuthProvider loadClient={loadClient} hasStoredSession={() => false}>
        <Suspense fallback={<p>waiting</p>}>
          <UsesClient />
        </Suspense>
      </AuthProvider>,
    );

    expect(screen.getByText('waiting').textContent).toBe('waiting');
    await act(async () => arrive(scripted.client));
    expect((await screen.findByText('client ready')).textContent).toBe('client ready');
    expect(loadClient).toHaveBeenCalledTimes(1);
  });
});
