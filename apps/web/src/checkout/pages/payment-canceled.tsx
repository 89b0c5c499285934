import { PageHeader, Section } from '@harbor-help/ui';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';

export default function PaymentCanceledPage() {
  usePageTitle(
    'Payment canceled',
    'You left the checkout before paying, so nothing was charged. You can go back and try again whenever you like.',
  );
  return (
    <>
      <PageHeader
        title="Your payment was canceled"
        intro="Nothing was charged: you left the checkout before paying, so no money was taken. You can go back and try again whenever you're ready."
      />
      <div className="web-prose">
        <p>
          If something went wrong on the payment page, or you have a question before you buy,{' '}
          <Link to="/contact">write to us</Link>.
        </p>
      </div>
      <Section title="Where to next">
        <ul className="web-links">
          <li>
            <Link to="/products">Back to products</Link>
          </li>
          <li>
            <Link to="/products/membership">Membership plans</Link>
          </li>
          <li>
            <Link to="/donate">Donate</Link>
          </li>
          <li>
            <Link to="/">Go to Harbor home</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
