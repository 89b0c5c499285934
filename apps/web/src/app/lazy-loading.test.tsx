import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../shared/test/render-app';

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

describe('lazy pages', () => {
  describe('given the first load of a page whose chunk is still on its way', () => {
    it('shows the full-screen Loading... spinner, then the page', async () => {
      renderApp('/contact');

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
      const app = renderApp('/about');
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
      expect(app.location.pathname).toBe('/resources');
    });
  });
});
