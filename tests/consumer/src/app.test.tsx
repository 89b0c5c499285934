import { createClient } from '@supabase/supabase-js';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { version } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from './app';
import { watchAuth } from './auth-status';

// Against the local backend scripts/consumer-test.mjs started (its URL and anon key in the env).
const url = import.meta.env.VITE_SUPABASE_URL;
const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY;
const expectedReact = import.meta.env.VITE_EXPECTED_REACT;

function newClient(storageKey: string) {
  if (!url || !anonKey) throw new Error('VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are needed');
  return createClient(url, anonKey, {
    auth: { autoRefreshToken: false, detectSessionInUrl: false, storageKey },
  });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe(`Harbor's packages from their tarballs on React ${version}`, () => {
  it('runs on the React version asked for', () => {
    expect(version.split('.')[0]).toBe(expectedReact ?? version.split('.')[0]);
  });

  it('signs basic@harbor.test in, shows the Premium badge, then signs out', async () => {
    render(<App client={newClient('sb-consumer-app-auth-token')} />);
    await screen.findByRole('button', { name: 'Sign In' });

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'basic@harbor.test' } });
    fireEvent.change(screen.getByLabelText('Password'), {
      target: { value: 'harbor-demo-password' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Premium', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Basic Member')).toBeTruthy();
    expect(localStorage.getItem('sb-consumer-app-auth-token')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));

    await screen.findByRole('button', { name: 'Sign In' });
    expect(screen.queryByText('Premium')).toBeNull();
    expect(localStorage.getItem('sb-consumer-app-auth-token')).toBeNull();
  });

  it('follows the same sign-in through @harbor-help/auth/core, without React', async () => {
    const client = newClient('sb-consumer-core-auth-token');
    const lines: string[] = [];
    const stop = watchAuth(client, (line) => lines.push(line));
    await waitFor(() => expect(lines).toContain('signed-out'));

    await client.auth.signInWithPassword({
      email: 'basic@harbor.test',
      password: 'harbor-demo-password',
    });

    await waitFor(() => expect(lines).toContain('signed in, member'));
    stop();
    await client.auth.signOut({ scope: 'local' });
  });
});
