import { PageHeader, Section } from '@harbor-help/ui';
import { Link } from 'react-router';
import { HardshipOffer } from '../hardship-offer';
import { PlanList } from '../plan-list';
import { usePageTitle } from '../../app/use-page-title';

export default function ProductsMembershipPage() {
  usePageTitle(
    'Membership',
    "Harbor's membership plans: Free, Basic, Premium and VIP, with their benefits and monthly or yearly prices. Free stays free, always.",
  );
  return (
    <>
      <PageHeader
        title="Membership"
        intro="Harbor is free to use, and it stays that way. A paid plan opens the members' library and the digital bundles, and helps pay for people who cannot pay. Cancel any time."
      />
      <HardshipOffer className="web-prose" />
      <PlanList />
      <Section title="Questions">
        <ul className="web-links">
          <li>
            <Link to="/pricing#billing">How billing works, and how to cancel</Link>
          </li>
          <li>
            <Link to="/donate">Give without a membership</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
