import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from './auth-provider';
import { createScriptedClient } from './test/scripted-client';
import type { AuthContextValue } from './types';

// Some browsers remember a failed import() until the page reloads. AuthProvider's sign-in calls
// are their own on-demand module: it must not be asked for while the browser says it is offline,
// or every sign-in after the connection came back would fail too.
const loadedCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('./client-calls', async (importOriginal) => {
  loadedCalls.count += 1;
  return await importOriginal();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AuthProvider offline', () => {
  it('fails a sign-in at once without loading its calls, then signs in once back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const scripted = createScriptedClient();
    let latest: AuthContextValue | undefined;
    function Capture() {
      latest = useAuth();
      return null;
    }
    render(
      <AuthProvider
        loadClient={() => Promise.resolve(scripted.client)}
        hasStoredSession={() => false}
      >
        <Capture />
      </AuthProvider>,
    );
    const auth = () => latest as AuthContextValue;

    const failed = await act(() => auth().signIn('ana@harbor.test', 'harbor-demo-password'));
    expect(failed.error?.status).toBe(0);
    expect(loadedCalls.count).toBe(0);
    expect(scripted.auth.signInWithPassword).not.toHaveBeenCalled();

    onLine.mockReturnValue(true);
    const signedIn = await act(() => auth().signIn('ana@harbor.test', 'harbor-demo-password'));
    expect(signedIn).toEqual({ error: null });
    expect(loadedCalls.count).toBe(1);
  });
});
