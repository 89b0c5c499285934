import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../shared/test/render-app';

// /donate renders a page that breaks; /pricing's chunk cannot be loaded.
vi.mock('../donations/pages/donate', () => ({
  default: function BrokenPage(): never {
    throw new Error('The donate page broke');
  },
}));
vi.mock('../membership/pages/pricing', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/pricing-1234.js');
});

beforeEach(() => {
  // React and the error page log the error; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('route errors', () => {
  describe('given a page that throws while rendering', () => {
    it("shows 'Unexpected Application Error!' with a way home", async () => {
      const user = userEvent.setup();
      const app = renderApp('/donate');

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
      ).toBeInTheDocument();
      expect(screen.getAllByRole('main')).toHaveLength(1);

      await user.click(screen.getByRole('link', { name: 'Go to the home page' }));

      // The home page's chunk is transformed on first use in this test: give it longer than the
      // default second on a busy machine.
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: "You don't have to face hard times alone" },
          { timeout: 5_000 },
        ),
      ).toBeInTheDocument();
      expect(app.location.pathname).toBe('/');
    });

    it('on a Spanish page, says it in Spanish with its way home to /es, and <html lang="es">', async () => {
      const user = userEvent.setup();
      // /es/donar is /donate's view with its words given: the same broken page.
      const app = renderApp('/es/donar');

      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: '¡Ocurrió un error inesperado!' },
          { timeout: 5_000 },
        ),
      ).toBeInTheDocument();
      expect(document.documentElement.lang).toBe('es');
      expect(screen.queryByText(/Unexpected|home page/)).toBeNull();

      await user.click(screen.getByRole('link', { name: 'Ir a la página de inicio' }));
      expect(
        await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 }),
      ).not.toHaveTextContent('¡Ocurrió un error inesperado!');
      expect(app.location.pathname).toBe('/es');
      expect(document.documentElement.lang).toBe('es');
    });

    it('shows the technical details in development', async () => {
      renderApp('/donate');

      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' });
      expect(screen.getByText('The donate page broke')).toBeInTheDocument();
    });

    describe('in a production build', () => {
      // route-error-page.tsx shows details only when import.meta.env.DEV is true; a production
      // build (vite build) has DEV false and PROD true.
      beforeEach(() => {
        vi.stubEnv('DEV', false);
        vi.stubEnv('PROD', true);
        vi.stubEnv('MODE', 'production');
      });
      afterEach(() => {
        vi.unstubAllEnvs();
      });

      it('shows the visitor only the plain message and the way home: no error message, no stack', async () => {
        renderApp('/donate');
        const container = document.body;

        await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' });
        expect(
          screen.getByText(
            'Something went wrong on our side, not yours. Please go back to the home page and try again.',
          ),
        ).toBeVisible();
        expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
        expect(screen.queryByText('Technical details')).not.toBeInTheDocument();
        expect(container.querySelector('details, pre')).toBeNull();
        const text = container.textContent ?? '';
        expect(text).not.toContain('The donate page broke');
        expect(text).not.toContain('BrokenPage');
        // No stack frame ("at BrokenPage (…/route-errors.test.tsx:8:11)") anywhere on the page.
        expect(text).not.toMatch(/\bat \S+ \(|\.tsx?:\d+:\d+/);
        // Still logged for whoever investigates.
        expect(console.error).toHaveBeenCalledWith(
          expect.objectContaining({ message: 'The donate page broke' }),
        );
      });

      it('a chunk that cannot load: the same plain page, without the failed file name', async () => {
        renderApp('/pricing');
        const container = document.body;

        await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' });
        expect(container.querySelector('details, pre')).toBeNull();
        expect(container.textContent).not.toMatch(/Failed to fetch|pricing-1234/);
      });
    });
  });

  describe('given a page whose chunk cannot be loaded', () => {
    it("shows 'Unexpected Application Error!'", async () => {
      renderApp('/pricing');

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
      ).toBeInTheDocument();
    });

    describe('offline, with the offline copy controlling the page', () => {
      const reload = vi.fn();
      beforeEach(() => {
        sessionStorage.clear();
        reload.mockClear();
        vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
        vi.stubGlobal('location', { ...window.location, reload });
        Object.defineProperty(navigator, 'serviceWorker', {
          configurable: true,
          value: { controller: {} },
        });
      });
      afterEach(() => {
        vi.unstubAllGlobals();
        Reflect.deleteProperty(navigator, 'serviceWorker');
      });

      it('reloads once, so the copy answers with its offline page; then shows the error', async () => {
        renderApp('/pricing');
        await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' });
        expect(reload).toHaveBeenCalledTimes(1);

        // Had the reload come back to the same failure, it would not reload again.
        renderApp('/pricing');
        await vi.waitFor(() =>
          expect(
            screen.getAllByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
          ).toHaveLength(2),
        );
        expect(reload).toHaveBeenCalledTimes(1);
      });
    });
  });
});
