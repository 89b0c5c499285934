import type { AuthContextValue } from '@harbor-help/auth';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from './app-layout';
import { RootRoute } from './root-route';
import { StandaloneRouteLayout } from './standalone-route-layout';
import { signedOutAuth as auth } from '../shared/test/fake-auth';

const fakeAuth = vi.hoisted(() => ({ current: undefined as unknown as AuthContextValue }));
vi.mock('@harbor-help/auth', () => ({ useAuth: () => fakeAuth.current }));

function renderLayoutsAt(path: string) {
  // Under the real root route, which moves focus after navigations.
  const router = createMemoryRouter(
    [
      {
        element: <RootRoute />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: '/', element: <h1>Home page</h1> },
              { path: '/resources', element: <h1>Resources page</h1> },
              {
                path: '/about',
                element: (
                  <>
                    <h1>About page</h1>
                    <p>About Harbor.</p>
                  </>
                ),
              },
            ],
          },
          {
            element: <StandaloneRouteLayout />,
            children: [
              {
                path: '/faq',
                element: (
                  <>
                    <h1>FAQ page</h1>
                    <p>Answers.</p>
                  </>
                ),
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

// color-contrast is off: jsdom has no layout or cascade; ui checks its colour pairs itself.
const axeOptions = { rules: { 'color-contrast': { enabled: false } } };

beforeEach(() => {
  fakeAuth.current = auth();
  // useScrollRestoration scrolls; jsdom has no layout to scroll.
  window.scrollTo = () => undefined;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AppLayout', () => {
  describe('given a signed-out visitor', () => {
    it("shows 'Sign In' and 'Get Started' in the header", () => {
      renderLayoutsAt('/about');
      const banner = screen.getByRole('banner');

      expect(within(banner).getAllByRole('link', { name: 'Sign In' })[0]).toHaveAttribute(
        'href',
        '/login',
      );
      expect(within(banner).getAllByRole('link', { name: 'Get Started' })[0]).toHaveAttribute(
        'href',
        '/signup',
      );
    });
  });

  describe('given a signed-in member with access', () => {
    it("shows the Premium badge and 'Sign Out', which signs out", async () => {
      const user = userEvent.setup();
      fakeAuth.current = auth({ status: 'signed-in', hasMembershipAccess: true });
      renderLayoutsAt('/about');
      const banner = screen.getByRole('banner');

      expect(within(banner).getAllByText('Premium')[0]).toBeInTheDocument();
      await user.click(within(banner).getAllByRole('button', { name: 'Sign Out' })[0]!);

      expect(fakeAuth.current.signOut).toHaveBeenCalledTimes(1);
    });
  });

  describe('given a signed-in visitor without access', () => {
    it('shows no Premium badge', () => {
      fakeAuth.current = auth({ status: 'signed-in', hasMembershipAccess: false });
      renderLayoutsAt('/about');

      expect(screen.queryByText('Premium')).not.toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: 'Sign Out' })[0]).toBeInTheDocument();
    });
  });

  it('marks the current page in the navigation', () => {
    renderLayoutsAt('/resources');
    const nav = screen.getByRole('navigation', { name: 'Main' });

    expect(within(nav).getByRole('link', { name: 'Resources' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
  });

  it('navigates on the client and moves focus to the main content', async () => {
    const user = userEvent.setup();
    const { router } = renderLayoutsAt('/about');

    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Resources',
      }),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Resources page' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/resources');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('leaves focus alone on the first render', () => {
    renderLayoutsAt('/about');

    expect(screen.getByRole('main')).not.toHaveFocus();
  });

  it('shows a notice handed over in router state', async () => {
    const { router } = renderLayoutsAt('/about');

    await router.navigate('/', { state: { notice: 'Your password has been updated.' } });

    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been updated.');
  });

  describe('given the sticky header', () => {
    it('keeps what the browser scrolls to clear of it, at its measured height', () => {
      let resized: () => void = () => undefined;
      vi.stubGlobal(
        'ResizeObserver',
        class {
          constructor(callback: () => void) {
            resized = callback;
          }
          observe() {}
          disconnect() {}
        },
      );
      let headerHeight = 61;
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
        () => ({ height: headerHeight }) as DOMRect,
      );

      const { unmount } = renderLayoutsAt('/about');
      expect(document.documentElement.style.getPropertyValue('scroll-padding-top')).toBe('77px');

      headerHeight = 320; // the navigation wrapped at a large text size
      resized();
      expect(document.documentElement.style.getPropertyValue('scroll-padding-top')).toBe('336px');

      unmount();
      expect(document.documentElement.style.getPropertyValue('scroll-padding-top')).toBe('');
    });
  });

  it('has no axe violations', async () => {
    const { container } = renderLayoutsAt('/about');

    const results = await axe.run(container, axeOptions);

    expect(results.violations).toEqual([]);
  });
});

describe('StandaloneRouteLayout', () => {
  it('shows the page in the main landmark under a bar linking home, without the main navigation', () => {
    renderLayoutsAt('/faq');

    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'FAQ page' }),
    );
    expect(screen.getByRole('link', { name: 'Harbor' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderLayoutsAt('/faq');

    const results = await axe.run(container, axeOptions);

    expect(results.violations).toEqual([]);
  });
});
