import { screen } from '@testing-library/react';
import type * as ReactDomClient from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The roots main.tsx makes, to unmount after each test: a root left mounted goes on rendering
// what it loads later (a lazy page, an idle-time chunk) after the file's page is torn down, where
// React then finds no `window` (CI, on a busy machine: "window is not defined", uncaught).
const roots: ReactDomClient.Root[] = [];
vi.mock('react-dom/client', async (importOriginal) => {
  const client = await importOriginal<typeof ReactDomClient>();
  const kept = <T extends ReactDomClient.Root>(root: T) => (roots.push(root), root);
  return {
    ...client,
    createRoot: (...args: Parameters<typeof client.createRoot>) => kept(client.createRoot(...args)),
    hydrateRoot: (...args: Parameters<typeof client.hydrateRoot>) =>
      kept(client.hydrateRoot(...args)),
  };
});

// main.tsx runs on import: each test loads it afresh into a page it has set up.
beforeEach(() => {
  vi.resetModules();
  document.body.innerHTML = '';
  window.localStorage.clear();
  window.scrollTo = () => undefined;
});

afterEach(() => {
  for (const root of roots.splice(0)) root.unmount();
  vi.unstubAllEnvs();
});

describe('main', () => {
  describe('given a page without #root', () => {
    it('throws "Failed to find the root element"', async () => {
      await expect(import('./main')).rejects.toThrow('Failed to find the root element');
    });
  });

  describe('given a build without its configuration', () => {
    it('renders the configuration error page, not a blank page', async () => {
      vi.stubEnv('VITE_SUPABASE_URL', '');
      vi.stubEnv('VITE_SUPABASE_ANON_KEY', '');
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      document.body.innerHTML = '<div id="root"></div>';

      await import('./main');

      expect(
        await screen.findByRole('heading', { level: 1, name: "Harbor isn't available right now" }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(/VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are not set/),
      ).toBeInTheDocument();
    });
  });

  describe('given a configured build and a first visit', () => {
    it('stores the app version and renders the site', async () => {
      vi.stubEnv('VITE_SUPABASE_URL', 'http://127.0.0.1:54321');
      vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'unit-test-anon-key');
      document.body.innerHTML = '<div id="root"></div>';

      await import('./main');

      expect(
        await screen.findByRole(
          'heading',
          {
            level: 1,
            name: "You don't have to face hard times alone",
          },
          { timeout: 5_000 },
        ),
      ).toBeInTheDocument();
      expect(window.localStorage.getItem('app_version')).toBe('1.4.7');
    });
  });

  describe('given an older stored version on /', () => {
    it('stores 1.4.7 and renders nothing while the page reloads', async () => {
      vi.stubEnv('VITE_SUPABASE_URL', 'http://127.0.0.1:54321');
      vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'unit-test-anon-key');
      // jsdom cannot reload; it reports that on the console.
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      window.localStorage.setItem('app_version', '1.4.6');
      document.body.innerHTML = '<div id="root"></div>';

      await import('./main');

      expect(window.localStorage.getItem('app_version')).toBe('1.4.7');
      expect(document.getElementById('root')).toBeEmptyDOMElement();
    });
  });
});
