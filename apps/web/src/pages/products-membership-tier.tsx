import type { MembershipTier } from '@harbor/auth';
import { PageHeader, Section } from '@harbor/ui';
import { Link } from 'react-router';
import { usePageTitle } from '../use-page-title';

interface TierCopy {
  title: string;
  heading: string;
  lead: string;
  detail: string;
}

const TIER_COPY: Record<MembershipTier, TierCopy> = {
  free: {
    title: 'Free membership',
    heading: 'Free membership',
    lead: 'Everything you need to get started, at no cost and with no card required: the community, the core resources for every challenge, and the open guides in the library.',
    detail:
      'Free stays free. You can move to a paid tier later, or never — you are just as welcome here either way.',
  },
  basic: {
    title: 'Basic membership',
    heading: 'Basic membership',
    lead: 'Basic adds the full set of step-by-step guides and worksheets, for when you are ready to work through a challenge at your own pace.',
    detail: 'Your membership also helps keep the free tier free for someone who needs it.',
  },
  premium: {
    title: 'Premium membership',
    heading: 'Premium membership',
    lead: 'Premium opens the whole library, including audio sessions and in-depth workbooks, and marks your account with the Premium badge.',
    detail: 'It is our most complete way to support yourself — and to support Harbor.',
  },
  vip: {
    title: 'VIP membership',
    heading: 'VIP membership',
    lead: 'VIP includes everything in Premium plus every bundle and kit we make, as soon as it is released.',
    detail: 'VIP members make a large part of our free work possible. Thank you.',
  },
};

export default function ProductsMembershipTierPage({ tier }: { tier: MembershipTier }) {
  const copy = TIER_COPY[tier];
  usePageTitle(copy.title);
  return (
    <>
      <PageHeader title={copy.heading} intro={copy.lead} />
      <div className="web-prose">
        <p>{copy.detail}</p>
      </div>
      <Section title="Where to next">
        <ul className="web-links">
          <li>
            <Link to="/products/membership">Compare all memberships</Link>
          </li>
          <li>
            <Link to="/signup">Create a free account</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
