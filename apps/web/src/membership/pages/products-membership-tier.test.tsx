import type { MembershipTier } from '@harbor-help/auth';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { membershipOf, signedInAuth, signedOutAuth } from '../../shared/test/fake-auth';
import { answer, httpError } from '../../shared/test/fake-supabase';
import { PLAN_ROWS } from '../test/plans';
import { redirectTo } from '../../shared/redirect';
import ProductsMembershipTierPage from './products-membership-tier';
import { renderInRouter } from '../../shared/test/render-in-router';
import { fake, installFakeSupabase } from '../../shared/test/mock-auth';

vi.mock('@harbor-help/auth', () => import('../../shared/test/mock-auth'));
vi.mock('../../shared/redirect', () => import('../../shared/test/mock-redirect'));

function WhereAmI() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname} from {JSON.stringify(location.state)}
    </p>
  );
}

function renderTier(tier: MembershipTier, entry = `/products/membership/${tier}`) {
  const supabase = installFakeSupabase({
    tables: { membership_plans: { data: PLAN_ROWS, error: null } },
    functions: {
      checkout: () => answer({ url: 'https://checkout.stripe.com/c/pay/cs_test_membership' }),
      'billing-portal': () => answer({ url: 'https://billing.stripe.com/p/session/test_1' }),
    },
  });
  const router = renderInRouter(
    [
      { path: `/products/membership/${tier}`, element: <ProductsMembershipTierPage tier={tier} /> },
      { path: '/signup', element: <WhereAmI /> },
      { path: '/login', element: <WhereAmI /> },
    ],
    entry,
    { publicSource: supabase.rest.source },
  );
  return { supabase, router };
}

beforeEach(() => {
  fake.auth = signedOutAuth();
  vi.mocked(redirectTo).mockReset();
});

describe('a membership tier page', () => {
  it('shows the tier’s benefits and monthly price from membership_plans', async () => {
    const { supabase } = renderTier('premium');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Premium membership' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('New workbooks and kits as soon as they are published'),
    ).toBeInTheDocument();
    expect(screen.getByText('$10')).toBeInTheDocument();
    expect(screen.getByText('a month')).toBeInTheDocument();
    expect(supabase.rest.requestsOf('membership_plans')).toHaveLength(1);
  });

  it('switches to the yearly price and says what a year saves', async () => {
    const user = userEvent.setup();
    const { router } = renderTier('premium');

    await user.click(await screen.findByRole('radio', { name: 'Yearly 2 months free' }));

    expect(screen.getByText('$100')).toBeInTheDocument();
    expect(screen.getByText('You save $20 a year')).toBeInTheDocument();
    expect(router.location.search).toBe('?billing=year');
  });

  describe('given a visitor who is signed out', () => {
    it('offers Free as a sign-up', async () => {
      renderTier('free');

      expect(await screen.findByRole('link', { name: 'Join free' })).toHaveAttribute(
        'href',
        '/signup',
      );
    });

    it('sends them to create an account first, and remembers to come back with their choice', async () => {
      const user = userEvent.setup();
      renderTier('vip', '/products/membership/vip?billing=year');

      await user.click(await screen.findByRole('link', { name: 'Create an account to join VIP' }));

      expect(screen.getByTestId('where')).toHaveTextContent(
        '/signup from {"from":"/products/membership/vip?billing=year"}',
      );
    });

    it('offers to sign in instead, also coming back', async () => {
      const user = userEvent.setup();
      renderTier('basic');

      await user.click(await screen.findByRole('link', { name: 'Sign in to join Basic' }));

      expect(screen.getByTestId('where')).toHaveTextContent(
        '/login from {"from":"/products/membership/basic"}',
      );
    });

    it('shows no checkout button, and offers hardship access', async () => {
      renderTier('premium');
      await screen.findByText('Everything in Basic');

      expect(screen.queryByRole('button', { name: /Join Premium/ })).not.toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: 'Ask for hardship access' })[0]).toHaveAttribute(
        'href',
        '/pricing#hardship',
      );
    });
  });

  describe('given a signed-in member on Free', () => {
    beforeEach(() => {
      fake.auth = signedInAuth('free');
    });

    it("says they're on Free", async () => {
      renderTier('free');

      expect(await screen.findByText('You’re on Free.')).toBeInTheDocument();
    });

    it('offers hardship access in kind words beside the checkout button', async () => {
      renderTier('premium');
      await screen.findByRole('button', { name: /Join Premium/ });
      const offers = screen.getAllByRole('link', { name: 'Ask for hardship access' });
      // Beside the button, and in the page's own hardship section further down.
      expect(offers[0]).toHaveAttribute('href', '/pricing#hardship');
      expect(offers[0]?.closest('p')).toHaveTextContent(
        'Can’t pay right now? Ask for hardship access: Basic, free for 90 days, with no proof and no card.',
      );
    });

    it('buys the paid tier with the chosen interval', async () => {
      const user = userEvent.setup();
      const { supabase } = renderTier('premium');

      await user.click(await screen.findByRole('radio', { name: /Yearly/ }));
      await user.click(screen.getByRole('button', { name: 'Join Premium for $100 a year' }));

      expect(supabase.invoke).toHaveBeenCalledWith('checkout', {
        body: { kind: 'membership', tier: 'premium', interval: 'year' },
      });
      expect(redirectTo).toHaveBeenCalledWith(
        'https://checkout.stripe.com/c/pay/cs_test_membership',
      );
    });

    it('shows why a checkout failed and keeps the interval chosen', async () => {
      const user = userEvent.setup();
      const { supabase } = renderTier('basic');
      supabase.invoke.mockResolvedValueOnce(
        httpError(401, 'Please sign in to choose a membership.'),
      );

      await user.click(await screen.findByRole('radio', { name: /Yearly/ }));
      await user.click(screen.getByRole('button', { name: 'Join Basic for $50 a year' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Please sign in to choose a membership.',
      );
      expect(screen.getByRole('radio', { name: /Yearly/ })).toBeChecked();
    });
  });

  describe('given a member on a hardship grant of Basic', () => {
    beforeEach(() => {
      fake.auth = signedInAuth('basic', {
        membership: {
          ...membershipOf('basic'),
          endDate: '2027-02-23T12:00:00Z',
          source: 'hardship',
        },
      });
    });

    it('offers to pay for Basic itself, first payment when the free time ends, and no billing portal', async () => {
      const user = userEvent.setup();
      const { supabase } = renderTier('basic');

      const choose = await screen.findByRole('button', {
        name: 'Choose Basic for $5 a month, first payment on February 23, 2027',
      });
      expect(
        screen.getByText(/through hardship access\. If you choose Basic now/),
      ).toHaveTextContent(
        'your first payment is taken on February 23, 2027, so you don’t lose a day.',
      );
      expect(screen.queryByRole('button', { name: 'Manage your plan' })).not.toBeInTheDocument();
      await user.click(choose);
      expect(supabase.invoke).toHaveBeenCalledWith('checkout', {
        body: { kind: 'membership', tier: 'basic', interval: 'month' },
      });
    });

    it('charges Premium from the first day: the free time is Basic only', async () => {
      renderTier('premium');

      expect(
        await screen.findByRole('button', {
          name: 'Choose Premium for $10 a month, first payment today',
        }),
      ).toBeEnabled();
      expect(screen.getByText(/That free time covers Basic only/)).toHaveTextContent(
        'if you choose Premium now, it starts today and your first payment of $10 a month is taken today.',
      );
    });

    it('says until when the grant runs instead of offering the form again', async () => {
      renderTier('premium');
      expect(
        await screen.findByText('You have hardship access: Basic, free until February 23, 2027.'),
      ).toBeInTheDocument();
    });
  });

  describe('given a member whose current plan is Premium', () => {
    beforeEach(() => {
      fake.auth = signedInAuth('premium');
    });

    it('offers to manage the plan instead of buying it again', async () => {
      const user = userEvent.setup();
      const { supabase } = renderTier('premium');

      expect(await screen.findByText('This is your current plan.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Join Premium/ })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Manage your plan' }));

      expect(supabase.invoke).toHaveBeenCalledWith('billing-portal', { body: {} });
      expect(redirectTo).toHaveBeenCalledWith('https://billing.stripe.com/p/session/test_1');
    });

    it('offers VIP as a switch that credits what is left of Premium', async () => {
      renderTier('vip');

      expect(
        await screen.findByRole('button', { name: 'Switch to VIP for $25 a month' }),
      ).toBeEnabled();
      expect(
        screen.getByText(/You’re on Premium now. Switching changes your plan at once/),
      ).toHaveTextContent('what is left of your Premium plan is credited');
    });

    it('switches the plan in place and says what happened, reading the membership again', async () => {
      const user = userEvent.setup();
      const message =
        'Your plan is now VIP. We credited what was left of your Premium plan ($10.00) on your next invoice and added the rest of this period on VIP ($25.00), so your next invoice is $40.00. Nothing is charged today.';
      const supabase = installFakeSupabase({
        tables: { membership_plans: { data: PLAN_ROWS, error: null } },
        functions: {
          checkout: () => answer({ changed: true, tier: 'vip', interval: 'month', message }),
        },
      });
      renderInRouter(<ProductsMembershipTierPage tier="vip" />, '/', {
        publicSource: supabase.rest.source,
      });

      await user.click(
        await screen.findByRole('button', { name: 'Switch to VIP for $25 a month' }),
      );

      expect(await screen.findByText(message)).toHaveAttribute('role', 'status');
      expect(redirectTo).not.toHaveBeenCalled();
      expect(fake.auth.refreshUserData).toHaveBeenCalledTimes(1);
    });

    it('keeps saying what changed once the page shows the new plan as current', async () => {
      const { announcePlanChange } = await import('../../checkout/plan-change-notice');
      announcePlanChange('Your plan is now Premium.');
      renderTier('premium');

      expect(await screen.findByText('This is your current plan.')).toBeInTheDocument();
      expect(screen.getByText('Your plan is now Premium.')).toHaveAttribute('role', 'status');
      announcePlanChange(null);
    });

    it('says Free is included in their plan', async () => {
      renderTier('free');

      expect(await screen.findByText('Included in your Premium plan.')).toBeInTheDocument();
    });
  });

  it('shows an error with a way to try again when the plans cannot be read', async () => {
    const supabase = installFakeSupabase({
      tables: { membership_plans: { data: null, error: { message: 'Failed to fetch' } } },
    });
    renderInRouter(<ProductsMembershipTierPage tier="basic" />, '/', {
      publicSource: supabase.rest.source,
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load this plan's prices.",
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
