import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../shared/test/render-app';

function mainContent() {
  return document.getElementById('main-content');
}

describe('focus after a client-side navigation', () => {
  it('is not moved on the first load', async () => {
    renderApp('/');
    await screen.findByRole('heading', {
      level: 1,
      name: "You don't have to face hard times alone",
    });

    expect(mainContent()).toBeInTheDocument();
    expect(document.activeElement).toBe(document.body);
  });

  it('moves to the main content after a navigation inside the main layout', async () => {
    const app = renderApp('/');
    await screen.findByRole('heading', {
      level: 1,
      name: "You don't have to face hard times alone",
    });

    expect(document.documentElement.dataset.path).toBe('/');
    await act(() => app.navigate('/about'));
    await screen.findByRole('heading', { level: 1, name: 'About Harbor' });

    expect(document.activeElement).toBe(mainContent());
    // The path React has committed, which the browser tests wait for (e2e/support/helpers.ts).
    expect(document.documentElement.dataset.path).toBe('/about');
  });

  it('has moved by the time the new page is in the document, so a click on it is not overtaken', async () => {
    const app = renderApp('/');
    await screen.findByRole('heading', {
      level: 1,
      name: "You don't have to face hard times alone",
    });

    // Outside act(), as in the browser: React commits the lazy page in one task and runs its
    // passive effects in a later one. Focus is read as soon as the page's heading is inserted.
    const actEnvironment = globalThis.IS_REACT_ACT_ENVIRONMENT;
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const focusWhenShown = new Promise<Element | null>((resolve) => {
        const observer = new MutationObserver(() => {
          const heading = [...document.querySelectorAll('h1')].find(
            (h) => h.textContent === 'About Harbor',
          );
          if (!heading) return;
          observer.disconnect();
          resolve(document.activeElement);
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
      void app.navigate('/about');

      expect(await focusWhenShown).toBe(mainContent());
    } finally {
      globalThis.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('moves to the main content when the navigation leaves a standalone page for the main layout', async () => {
    const app = renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Create your free account' });
    expect(document.activeElement).toBe(document.body);

    await act(() => app.navigate('/'));
    await screen.findByRole('heading', {
      level: 1,
      name: "You don't have to face hard times alone",
    });

    expect(document.activeElement).toBe(mainContent());
  });

  it('moves to the main content when Back returns from the main layout to a standalone page', async () => {
    const app = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in to Harbor' });
    await act(() => app.navigate('/'));
    await screen.findByRole('heading', {
      level: 1,
      name: "You don't have to face hard times alone",
    });

    await act(() => app.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'Sign in to Harbor' });

    expect(document.activeElement).toBe(mainContent());
  });
});
