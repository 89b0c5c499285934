import { PageHeader, Section } from '@harbor/ui';
import { Link } from 'react-router';
import { usePageTitle } from '../use-page-title';

export default function PricingPage() {
  usePageTitle('Pricing');
  return (
    <>
      <PageHeader
        title="Pricing"
        intro="Harbor is free to join, and the free tier will always include the community and the core resources."
      />
      <div className="web-prose">
        <p>
          Paid memberships add more and help us keep everything else free. If cost is a barrier,
          contact us — we'll work something out together.
        </p>
      </div>
      <Section title="Where to next">
        <ul className="web-links">
          <li>
            <Link to="/products/membership">Compare memberships</Link>
          </li>
          <li>
            <Link to="/contact">Contact us</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
