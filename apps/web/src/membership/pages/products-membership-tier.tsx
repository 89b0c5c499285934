import type { MembershipTier } from '@harbor-help/auth';
import { useAuth } from '@harbor-help/auth';
import { LoadError, PageHeader, Section } from '@harbor-help/ui';
import { Link } from 'react-router';
import { HardshipAccessSection } from '../hardship-access';
import { IntervalToggle } from '../interval-toggle';
import { LoadingLine } from '../../shared/load-state';
import { getPlanAction } from '../membership-action';
import { monthsFreeWithYearly } from '../membership-plans';
import { PlanActionView } from '../plan-action';
import { PlanPrice } from '../plan-card';
import { useMembershipPlans } from '../plan-list';
import { useBillingInterval } from '../use-billing-interval';
import { usePageTitle } from '../../app/use-page-title';
import '../../shared/money.css';

interface TierCopy {
  title: string;
  lead: string;
  forWhom: string;
}

const TIER_COPY: Record<MembershipTier, TierCopy> = {
  free: {
    title: 'Free membership',
    lead: 'Everything you need to find help, at no cost and with no card: every resource and crisis line, the challenge guides, the blog and the free part of the library.',
    forWhom:
      'Everyone. Free stays free. You can move to a paid plan later, or never — you are just as welcome here either way.',
  },
  basic: {
    title: 'Basic membership',
    lead: "Basic opens the members' library and all three digital bundles, and adds the Premium badge to your account.",
    forWhom:
      'People who want the full set of workbooks and printable kits, to work through a challenge at their own pace.',
  },
  premium: {
    title: 'Premium membership',
    lead: 'Premium has everything in Basic, gets new workbooks and kits as soon as they are published, and helps pay for free memberships for people who cannot pay.',
    forWhom:
      'Members who want everything new as it comes out, and to help someone else while they are at it.',
  },
  vip: {
    title: 'VIP membership',
    lead: 'VIP has everything in Premium, and each VIP membership pays for two free memberships for people who cannot pay.',
    forWhom:
      'Supporters who can give more each month. VIP members make a large part of our free work possible. Thank you.',
  },
};

export default function ProductsMembershipTierPage({ tier }: { tier: MembershipTier }) {
  const copy = TIER_COPY[tier];
  usePageTitle(copy.title, copy.lead);
  const { status, membership, hasMembershipAccess } = useAuth();
  const plans = useMembershipPlans();
  const [interval, setInterval] = useBillingInterval();
  const action = getPlanAction(tier, { status, membership, hasMembershipAccess });

  let planDetails: React.ReactNode;
  if (plans.state.status === 'loading') {
    planDetails = <LoadingLine>Loading the plan…</LoadingLine>;
  } else if (plans.state.status === 'error') {
    planDetails = (
      <LoadError
        message="We couldn't load this plan's prices. Please check your connection and try again."
        onRetry={plans.retry}
      />
    );
  } else {
    const plan = plans.state.value.find((candidate) => candidate.tier === tier);
    if (!plan) {
      planDetails = <p>This plan is not on offer right now. Please check back soon.</p>;
    } else {
      const monthsFree = monthsFreeWithYearly(plans.state.value);
      planDetails = (
        <>
          <Section title="Price">
            {tier === 'free' ? null : (
              <IntervalToggle
                value={interval}
                onChange={setInterval}
                yearlyNote={monthsFree ? `${monthsFree} months free` : undefined}
              />
            )}
            <PlanPrice plan={plan} interval={interval} />
          </Section>
          <Section title="What you get">
            <ul className="money-plan__benefits">
              {plan.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </Section>
          <Section title={tier === 'free' ? 'Join' : `Join ${plan.name}`}>
            <div className="money-plan__action">
              <PlanActionView action={action} plan={plan} interval={interval} />
            </div>
          </Section>
        </>
      );
    }
  }

  return (
    <>
      <PageHeader title={copy.title} intro={copy.lead} />
      <div className="web-prose">
        <p>
          <strong>Who it is for:</strong> {copy.forWhom}
        </p>
      </div>
      {planDetails}
      <HardshipAccessSection />
      <Section title="Where to next">
        <ul className="web-links">
          <li>
            <Link to="/products/membership">Compare all memberships</Link>
          </li>
          <li>
            <Link to="/pricing#billing">Billing questions</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
