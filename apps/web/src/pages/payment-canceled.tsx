import { PageHeader, Section } from '@harbor/ui';
import { Link } from 'react-router';
import { usePageTitle } from '../use-page-title';

export default function PaymentCanceledPage() {
  usePageTitle('Payment canceled');
  return (
    <>
      <PageHeader
        title="Your payment was canceled"
        intro="No money was taken. If you changed your mind, that's completely okay — everything free on Harbor stays free for you."
      />
      <div className="web-prose">
        <p>
          If something went wrong along the way, you can try again whenever you're ready, or tell us
          what happened and we'll help.
        </p>
      </div>
      <Section title="Where to next">
        <ul className="web-links">
          <li>
            <Link to="/products/membership">See memberships again</Link>
          </li>
          <li>
            <Link to="/contact">Contact us</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
