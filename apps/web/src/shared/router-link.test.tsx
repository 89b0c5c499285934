import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthReturnTarget, RouterLink } from './router-link';
import { getRedirectTarget } from './safe-redirect';

/** What the sign-in and sign-up pages do: give their links where they would send the visitor. */
function AuthPage({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <AuthReturnTarget value={getRedirectTarget(location.search, location.state)}>
      {children}
    </AuthReturnTarget>
  );
}

function renderLinksAt(entry: string | { pathname: string; search?: string; state?: unknown }) {
  const links = (
    <>
      <RouterLink href="/login">Sign In</RouterLink>
      <RouterLink href="/signup">Get Started</RouterLink>
      <RouterLink href="/resources">Resources</RouterLink>
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: links },
      { path: '/about', element: links },
      { path: '/resources', element: <h1>Resources</h1> },
      { path: '/login', element: <AuthPage>{links}</AuthPage> },
      { path: '/signup', element: <h1>Sign up</h1> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RouterLink', () => {
  it('navigates on the client and keeps the link attributes', async () => {
    const user = userEvent.setup();
    const router = renderLinksAt('/about');

    expect(screen.getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/resources');
    await user.click(screen.getByRole('link', { name: 'Resources' }));

    expect(await screen.findByRole('heading', { name: 'Resources' })).toBeInTheDocument();
    expect(router.state.location.state).toBeNull();
  });

  describe('given a link to the sign-in page', () => {
    it('remembers the page the visitor is on', async () => {
      const user = userEvent.setup();
      const router = renderLinksAt('/about?tab=team');

      await user.click(screen.getByRole('link', { name: 'Sign In' }));

      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.state).toEqual({ from: '/about?tab=team' });
    });

    it('remembers nothing from the home page, which is where sign-in goes anyway', async () => {
      const user = userEvent.setup();
      const router = renderLinksAt('/');

      await user.click(screen.getByRole('link', { name: 'Sign In' }));

      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.state).toBeNull();
    });
  });

  describe('given a link from the sign-in page to the sign-up page', () => {
    it('passes on where the visitor came from', async () => {
      const user = userEvent.setup();
      const router = renderLinksAt({ pathname: '/login', state: { from: '/library' } });

      await user.click(screen.getByRole('link', { name: 'Get Started' }));

      expect(router.state.location.pathname).toBe('/signup');
      expect(router.state.location.state).toEqual({ from: '/library' });
    });

    it('passes on a ?redirectTo= on this site', async () => {
      const user = userEvent.setup();
      const router = renderLinksAt('/login?redirectTo=%2Fdonate');

      await user.click(screen.getByRole('link', { name: 'Get Started' }));

      expect(router.state.location.state).toEqual({ from: '/donate' });
    });

    it('never passes on a ?redirectTo= to another site', async () => {
      const user = userEvent.setup();
      const router = renderLinksAt('/login?redirectTo=%2F%2Fevil.com');

      await user.click(screen.getByRole('link', { name: 'Get Started' }));

      expect(router.state.location.pathname).toBe('/signup');
      expect(router.state.location.state).toBeNull();
    });
  });
});
