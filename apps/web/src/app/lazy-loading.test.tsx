import { AuthProvider } from '@harbor/auth';
import { JourneyProvider } from '@harbor/journey';
import { createClient } from '@supabase/supabase-js';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from './routes';

// The contact and resources pages' chunks only arrive when a test says so.
const chunks = vi.hoisted(() => {
  function gate() {
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    return { arrived, arrive: () => arrive() };
  }
  return { contact: gate(), resources: gate() };
});
vi.mock('../contact/pages/contact', async (importOriginal) => {
  await chunks.contact.arrived;
  return importOriginal();
});
vi.mock('../help/pages/resources', async (importOriginal) => {
  await chunks.resources.arrived;
  return importOriginal();
});

const signedOutClient = createClient('http://127.0.0.1:54321', 'unit-test-anon-key', {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  global: { fetch: () => Promise.reject(new TypeError('No network in unit tests')) },
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

beforeEach(() => {
  window.scrollTo = () => undefined;
});

describe('lazy pages', () => {
  describe('given the first load of a page whose chunk is still on its way', () => {
    it('shows the full-screen Loading... spinner, then the page', async () => {
      renderAt('/contact');

      expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

      chunks.contact.arrive();

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Contact us' }),
      ).toBeInTheDocument();
      expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    });
  });

  describe('given a client-side navigation to a page whose chunk is still on its way', () => {
    it('shows the Loading... spinner instead of the old page, then the new page', async () => {
      const user = userEvent.setup();
      const router = renderAt('/about');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'About Harbor' }),
      ).toBeInTheDocument();

      await user.click(
        within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
          name: 'Resources',
        }),
      );

      expect(await screen.findByText('Loading...')).toBeInTheDocument();
      expect(
        screen.queryByRole('heading', { level: 1, name: 'About Harbor' }),
      ).not.toBeInTheDocument();

      chunks.resources.arrive();

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Resources' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/resources');
    });
  });
});
