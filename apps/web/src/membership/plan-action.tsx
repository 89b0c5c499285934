import { Link } from 'react-router';
import { RouterLink } from '../shared/router-link';
import type { BillingInterval } from '../checkout/checkout-request';
import { formatRecurringPrice } from '../shared/format-price';
import { formatLongDate } from './hardship-messages';
import { getPlanAction, type PlanAction } from './membership-action';
import { Reserved } from '../shared/load-state';
import type { MembershipPlan } from './membership-plans';
import { CheckoutButton, ManagePlanButton } from '../checkout/redirect-button';
import { PlanChangedNotice } from '../checkout/plan-change-notice';
import '../shared/money.css';
import { HardshipOffer } from './hardship-offer';

const TIER_NAMES = { basic: 'Basic', premium: 'Premium', vip: 'VIP' } as const;

const SIGNED_OUT = { status: 'signed-out', membership: null, hasMembershipAccess: false } as const;

/** The one thing a visitor can do with a plan: join, buy, or manage it. */
export function PlanActionView({
  action,
  plan,
  interval,
}: {
  action: PlanAction;
  plan: MembershipPlan;
  interval: BillingInterval;
}) {
  switch (action.kind) {
    case 'loading':
      // The signed-out action holds its place until the account is known (prerendered so).
      return (
        <Reserved status="Checking your account…">
          <PlanActionView
            action={getPlanAction(plan.tier, SIGNED_OUT)}
            plan={plan}
            interval={interval}
          />
        </Reserved>
      );
    case 'sign-up':
      return (
        <p className="money-action">
          <RouterLink href="/signup" className="harbor-button harbor-button--primary">
            Join free
          </RouterLink>
        </p>
      );
    case 'on-free':
      return (
        <p className="money-current">
          <strong>You&rsquo;re on Free.</strong> It stays free, always.
        </p>
      );
    case 'included-in-current':
      return (
        <p className="money-current">Included in your {TIER_NAMES[action.currentTier]} plan.</p>
      );
    case 'sign-up-to-buy':
      return (
        <div className="money-action">
          <RouterLink href="/signup" className="harbor-button harbor-button--primary">
            Create an account to join {plan.name}
          </RouterLink>
          <p className="money-muted">
            Already have an account?{' '}
            <RouterLink href="/login">Sign in to join {plan.name}</RouterLink>
          </p>
          <HardshipOffer />
        </div>
      );
    case 'checkout': {
      const price = formatRecurringPrice(
        interval === 'year' ? plan.yearlyPriceCents : plan.monthlyPriceCents,
        interval,
      );
      if (action.hardshipEndsAt && action.tier !== 'basic') {
        // The grant is Basic: its free time never pays for a higher tier.
        const until = formatLongDate(action.hardshipEndsAt);
        return (
          <>
            <p className="money-muted">
              You have Basic free until {until} through hardship access. That free time covers Basic
              only: if you choose {plan.name} now, it starts today and your first payment of {price}{' '}
              is taken today.
            </p>
            <CheckoutButton
              request={{ kind: 'membership', tier: action.tier, interval }}
              label={`Choose ${plan.name}`}
              labelSuffix={`for ${price}, first payment today`}
            />
          </>
        );
      }
      if (action.hardshipEndsAt) {
        const firstPayment = formatLongDate(action.hardshipEndsAt);
        return (
          <>
            <p className="money-muted">
              You have {TIER_NAMES[action.currentTier ?? 'basic']} free until {firstPayment} through
              hardship access. If you choose {plan.name} now, it starts today and your first payment
              is taken on {firstPayment}, so you don&rsquo;t lose a day.
            </p>
            <CheckoutButton
              request={{ kind: 'membership', tier: action.tier, interval }}
              label={`Choose ${plan.name}`}
              labelSuffix={`for ${price}, first payment on ${firstPayment}`}
            />
          </>
        );
      }
      return (
        <>
          {action.currentTier ? (
            <p className="money-muted">
              You&rsquo;re on {TIER_NAMES[action.currentTier]} now. Switching changes your plan at
              once, with no new checkout: what is left of your {TIER_NAMES[action.currentTier]} plan
              is credited, and you pay only the difference (on your next invoice, or today if you
              also switch between monthly and yearly).
            </p>
          ) : null}
          <CheckoutButton
            request={{ kind: 'membership', tier: action.tier, interval }}
            label={action.currentTier ? `Switch to ${plan.name}` : `Join ${plan.name}`}
            labelSuffix={`for ${price}`}
          />
          {action.currentTier ? null : <HardshipOffer />}
        </>
      );
    }
    case 'manage':
      return (
        <>
          <PlanChangedNotice />
          <p className="money-current">
            <strong>This is your current plan.</strong>
          </p>
          <ManagePlanButton />
          <p className="money-muted">
            Change how you pay, switch plans or cancel.{' '}
            <Link to="/pricing#billing">Billing questions</Link>
          </p>
        </>
      );
  }
}
