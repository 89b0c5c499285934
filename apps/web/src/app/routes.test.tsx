import { CHALLENGE_SLUGS, challenges } from '@harbor-help/challenges';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAIN_LAYOUT_ROUTES, STANDALONE_ROUTES } from './route-table';
import { renderApp } from '../shared/test/render-app';

// Spec section 2, routes outside the main layout, with each page's heading.
const STANDALONE_PAGES: [path: string, heading: string][] = [
  ['/login', 'Sign in to Harbor'],
  ['/signup', 'Create your free account'],
  ['/payment-success', "We couldn't find a payment to show"],
  ['/payment-canceled', 'Your payment was canceled'],
  ['/premium-bundle', 'The Premium Bundle'],
  ['/healing-bundle', 'The Healing Bundle'],
  ['/bundle-kit', 'The Bundle Kit'],
  ['/mailerlite-form', 'Stay in touch'],
  ['/download-bundle', 'Download your bundle'],
  ['/blog', 'The Harbor blog'],
  ['/blog/some-post', "We couldn't find that post"],
  ['/blog/asking-for-help', 'Asking for help is a skill, not a weakness'],
  ['/privacy', 'Privacy'],
  ['/faq', 'Frequently asked questions'],
];

// Spec section 2, routes inside the main layout.
const MAIN_LAYOUT_PAGES: [path: string, heading: string][] = [
  ['/', "You don't have to face hard times alone"],
  ['/donate', 'Donate to Harbor'],
  ['/products', 'Products'],
  ['/products/membership', 'Membership'],
  ['/products/membership/free', 'Free membership'],
  ['/products/membership/basic', 'Basic membership'],
  ['/products/membership/premium', 'Premium membership'],
  ['/products/membership/vip', 'VIP membership'],
  ['/products/books', 'Books'],
  ['/products/apparel', 'Apparel'],
  ['/products/kits', 'Kits'],
  ['/library', 'The library'],
  ['/explore', 'What are you facing?'],
  ['/resources', 'Resources'],
  ['/share', 'Share your story'],
  ['/advisories', 'Advisories'],
  ['/contact', 'Contact us'],
  ['/about', 'About Harbor'],
  ['/pricing', 'Pricing'],
];

// The 18 challenge pages of the spec under /challenges/, and Harbor's own hub (abuse-at-home).
const SPEC_CHALLENGE_SLUGS = [
  'mental-health',
  'poverty',
  'poverty-challenge',
  'parental-absence',
  'resource-access',
  'homelessness',
  'family-instability',
  'substance-abuse',
  'loved-one',
  'teenage-pregnancy',
  'legal',
  'financial',
  'health',
  'health-challenge',
  'immigration',
  'immigration-challenge',
  'discrimination',
  'discrimination-challenge',
  'abuse-at-home',
] as const;

// Harbor's own routes, beyond the spec's: a new page goes here (the lists above are the spec's).
const OWN_STANDALONE_PAGES: [path: string, heading: string][] = [
  ['/newsletter/confirm', 'Confirm the newsletter'],
];
const OWN_MAIN_LAYOUT_PAGES: [path: string, heading: string][] = [
  ['/get-help', 'Get help now'],
  ['/clear-device', 'Clear this device'],
  ['/staying-safe-online', 'Staying safe online'],
  ['/safety-plan', 'My safety plan'],
  ['/my-list', 'My list'],
  ['/open-data', 'Open data'],
  ['/stories', "Stories from people who've been here"],
  ['/share/your-story', 'Your story'],
];

describe('the route manifest', () => {
  it('lists the 13 routes outside and the 19 inside the main layout of the spec, and every challenge page', () => {
    const standalonePaths = new Set(
      STANDALONE_PAGES.map(([path]) => path.replace(/^\/blog\/.+$/, '/blog/:slug')),
    );
    expect(standalonePaths.size).toBe(13);
    expect(MAIN_LAYOUT_PAGES).toHaveLength(19);
    expect([...CHALLENGE_SLUGS].sort()).toEqual([...SPEC_CHALLENGE_SLUGS].sort());
  });

  it('has a test here for every route, in its layout', () => {
    const pattern = (path: string) =>
      path
        .replace(/^\/blog\/.+$/, '/blog/:slug')
        .replace(/^\/challenges\/.+$/, '/challenges/:slug');
    const tested = (pages: [string, string][]) => [
      ...new Set(pages.map(([path]) => pattern(path))),
    ];
    expect(STANDALONE_ROUTES.map((route) => route.path).sort()).toEqual(
      tested([...STANDALONE_PAGES, ...OWN_STANDALONE_PAGES]).sort(),
    );
    expect(MAIN_LAYOUT_ROUTES.map((route) => route.path).sort()).toEqual(
      [...tested([...MAIN_LAYOUT_PAGES, ...OWN_MAIN_LAYOUT_PAGES]), '/challenges/:slug'].sort(),
    );
  });

  describe.each([...STANDALONE_PAGES, ...OWN_STANDALONE_PAGES])(
    'given a visit to %s',
    (path, heading) => {
      it('shows its page outside the main layout', async () => {
        const app = renderApp(path);
        expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
        expect(app.location.pathname).toBe(path);
        expect(screen.getByRole('main')).toBeInTheDocument();
        expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
      });
    },
  );

  describe.each([...MAIN_LAYOUT_PAGES, ...OWN_MAIN_LAYOUT_PAGES])(
    'given a visit to %s',
    (path, heading) => {
      it('shows its page inside the main layout', async () => {
        const app = renderApp(path);
        expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
        expect(app.location.pathname).toBe(path);
        expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
        expect(screen.getByRole('main')).toContainElement(
          screen.getByRole('heading', { level: 1 }),
        );
      });
    },
  );

  describe('given a visit to /get-help (issue 17)', () => {
    it('shows the crisis lines page inside the main layout', async () => {
      const app = renderApp('/get-help');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Get help now' }),
      ).toBeInTheDocument();
      expect(app.location.pathname).toBe('/get-help');
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Your country' })).toBeInTheDocument();
    });
  });

  describe('given a visit to /safety-plan (issue 28)', () => {
    it('shows "My safety plan" inside the main layout', async () => {
      const app = renderApp('/safety-plan');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'My safety plan' }),
      ).toBeInTheDocument();
      expect(app.location.pathname).toBe('/safety-plan');
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(
        screen.getByRole('heading', { level: 2, name: 'Step 1: Warning signs' }),
      ).toBeInTheDocument();
    });
  });

  describe('given a visit to /my-list (issue 28)', () => {
    it('shows "My list" inside the main layout, empty until a service is saved', async () => {
      const app = renderApp('/my-list');
      expect(await screen.findByRole('heading', { level: 1, name: 'My list' })).toBeInTheDocument();
      expect(app.location.pathname).toBe('/my-list');
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(await screen.findByText('Your list is empty.')).toBeInTheDocument();
    });
  });

  describe('given a visit to /staying-safe-online (issue 28)', () => {
    it('shows what Quick exit can and can’t do, inside the main layout', async () => {
      const app = renderApp('/staying-safe-online');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Staying safe online' }),
      ).toBeInTheDocument();
      expect(app.location.pathname).toBe('/staying-safe-online');
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(
        screen.getByRole('heading', { level: 2, name: "What Quick exit can't do" }),
      ).toBeInTheDocument();
    });
  });

  describe.each(SPEC_CHALLENGE_SLUGS)('given a visit to /challenges/%s', (slug) => {
    it('shows that challenge inside the main layout', async () => {
      const app = renderApp(`/challenges/${slug}`);
      expect(
        await screen.findByRole('heading', { level: 1, name: challenges[slug].title }),
      ).toBeInTheDocument();
      expect(app.location.pathname).toBe(`/challenges/${slug}`);
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    });
  });

  describe.each([
    '/no-such-page',
    '/challenges/unknown',
    '/challenges',
    '/products/membership/gold',
    '/login/extra',
  ])('given a visit to the unknown path %s', (path) => {
    it('redirects to /', async () => {
      const app = renderApp(path);
      await waitFor(() => expect(app.location.pathname).toBe('/'));
      expect(
        await screen.findByRole('heading', {
          level: 1,
          name: "You don't have to face hard times alone",
        }),
      ).toBeInTheDocument();
    });
  });
});
