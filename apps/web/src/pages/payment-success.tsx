import { PageHeader, Section } from '@harbor/ui';
import { Link } from 'react-router';
import { usePageTitle } from '../use-page-title';

export default function PaymentSuccessPage() {
  usePageTitle('Payment received');
  return (
    <>
      <PageHeader
        title="Thank you — your payment went through"
        intro="Your support means a great deal, to us and to everyone who finds shelter here. A receipt is on its way to your email address."
      />
      <div className="web-prose">
        <p>
          If anything looks wrong, write to us from the contact page and a real person will sort it
          out with you.
        </p>
      </div>
      <Section title="Where to next">
        <ul className="web-links">
          <li>
            <Link to="/">Go to Harbor home</Link>
          </li>
          <li>
            <Link to="/resources">Browse resources</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
