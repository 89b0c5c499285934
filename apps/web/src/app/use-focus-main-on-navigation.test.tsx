import { AuthProvider } from '@harbor/auth';
import { JourneyProvider } from '@harbor/journey';
import { createClient } from '@supabase/supabase-js';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from './routes';

// A real Supabase client with no stored session and no network: the visitor is signed out.
const signedOutClient = createClient('http://127.0.0.1:54321', 'unit-test-anon-key', {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  global: { fetch: () => Promise.reject(new TypeError('No network in unit tests')) },
});

beforeEach(() => {
  // useScrollRestoration scrolls; jsdom has no layout to scroll.
  window.scrollTo = () => undefined;
});

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AuthProvider client={signedOutClient}>
      <JourneyProvider storage={null}>
        <RouterProvider router={router} />
      </JourneyProvider>
    </AuthProvider>,
  );
  return router;
}

function mainContent() {
  return document.getElementById('main-content');
}

describe('focus after a client-side navigation', () => {
  it('is not moved on the first load', async () => {
    renderAt('/');
    await screen.findByRole('heading', {
      level: 1,
      name: "You don't have to face hard times alone",
    });

    expect(mainContent()).toBeInTheDocument();
    expect(document.activeElement).toBe(document.body);
  });

  it('moves to the main content after a navigation inside the main layout', async () => {
    const router = renderAt('/');
    await screen.findByRole('heading', {
      level: 1,
      name: "You don't have to face hard times alone",
    });

    await act(() => router.navigate('/about'));
    await screen.findByRole('heading', { level: 1, name: 'About Harbor' });

    expect(document.activeElement).toBe(mainContent());
  });

  it('moves to the main content when the navigation leaves a standalone page for the main layout', async () => {
    const router = renderAt('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Create your free account' });
    expect(document.activeElement).toBe(document.body);

    await act(() => router.navigate('/'));
    await screen.findByRole('heading', {
      level: 1,
      name: "You don't have to face hard times alone",
    });

    expect(document.activeElement).toBe(mainContent());
  });

  it('moves to the main content when Back returns from the main layout to a standalone page', async () => {
    const router = renderAt('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in to Harbor' });
    await act(() => router.navigate('/'));
    await screen.findByRole('heading', {
      level: 1,
      name: "You don't have to face hard times alone",
    });

    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'Sign in to Harbor' });

    expect(document.activeElement).toBe(mainContent());
  });
});
