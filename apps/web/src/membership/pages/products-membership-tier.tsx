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
import { PlanBenefits, PlanPrice } from '../plan-card';
import { planNameIn, useMembershipWords } from '../membership-words';
import { useMembershipPlans } from '../plan-list';
import { useBillingInterval } from '../use-billing-interval';
import { usePageTitle } from '../../app/use-page-title';
import '../../shared/money.css';

interface TierCopy {
  title: string;
  lead: string;
  forWhom: string;
}

/** A plan page's words: each tier's own, and the page's (issue 25: /es/membresia/… gives Spanish). */
export interface TierPageWords {
  tiers: Record<MembershipTier, TierCopy>;
  forWhom: string;
  loading: string;
  error: string;
  notOnOffer: string;
  price: string;
  whatYouGet: string;
  joinFree: string;
  join: (name: string) => string;
  next: string;
  compare: { href: string; label: string };
  billing: { href: string; label: string };
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

export const TIER_PAGE_WORDS: TierPageWords = {
  tiers: TIER_COPY,
  forWhom: 'Who it is for:',
  loading: 'Loading the plan…',
  error: "We couldn't load this plan's prices. Please check your connection and try again.",
  notOnOffer: 'This plan is not on offer right now. Please check back soon.',
  price: 'Price',
  whatYouGet: 'What you get',
  joinFree: 'Join',
  join: (name) => `Join ${name}`,
  next: 'Where to next',
  compare: { href: '/products/membership', label: 'Compare all memberships' },
  billing: { href: '/pricing#billing', label: 'Billing questions' },
};

/** A membership plan's page, in `words`' language (the membership parts' words come from context). */
export function MembershipTierView({
  tier,
  words,
}: {
  tier: MembershipTier;
  words: TierPageWords;
}) {
  const copy = words.tiers[tier];
  usePageTitle(copy.title, copy.lead);
  const { status, membership, hasMembershipAccess } = useAuth();
  const membershipWords = useMembershipWords();
  const plans = useMembershipPlans();
  const [interval, setInterval] = useBillingInterval();
  const action = getPlanAction(tier, { status, membership, hasMembershipAccess });

  let planDetails: React.ReactNode;
  if (plans.state.status === 'loading') {
    planDetails = <LoadingLine>{words.loading}</LoadingLine>;
  } else if (plans.state.status === 'error') {
    planDetails = <LoadError message={words.error} onRetry={plans.retry} />;
  } else {
    const plan = plans.state.value.find((candidate) => candidate.tier === tier);
    if (!plan) {
      planDetails = <p>{words.notOnOffer}</p>;
    } else {
      const monthsFree = monthsFreeWithYearly(plans.state.value);
      planDetails = (
        <>
          <Section title={words.price}>
            {tier === 'free' ? null : (
              <IntervalToggle
                value={interval}
                onChange={setInterval}
                yearlyNote={
                  monthsFree ? membershipWords.interval.monthsFree(monthsFree) : undefined
                }
              />
            )}
            <PlanPrice plan={plan} interval={interval} />
          </Section>
          <Section title={words.whatYouGet}>
            <PlanBenefits plan={plan} />
          </Section>
          <Section
            title={tier === 'free' ? words.joinFree : words.join(planNameIn(membershipWords, plan))}
          >
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
          <strong>{words.forWhom}</strong> {copy.forWhom}
        </p>
      </div>
      {planDetails}
      <HardshipAccessSection />
      <Section title={words.next}>
        <ul className="web-links">
          {[words.compare, words.billing].map((link) => (
            <li key={link.href}>
              <Link to={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

export default function ProductsMembershipTierPage({ tier }: { tier: MembershipTier }) {
  return <MembershipTierView tier={tier} words={TIER_PAGE_WORDS} />;
}
