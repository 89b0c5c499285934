import { PageHeader } from '@harbor/ui';
import { Link } from 'react-router';
import { usePageTitle } from '../use-page-title';

export default function FaqPage() {
  usePageTitle('FAQ');
  return (
    <>
      <PageHeader
        title="Frequently asked questions"
        intro="Short answers to the questions people ask us most. If yours isn't here, please reach out — there are no silly questions."
      />
      <div className="web-faq">
        <details>
          <summary>Is Harbor free?</summary>
          <p>
            Yes. The community and the core resources are free and always will be. Paid memberships
            add more and help keep the free tier going.
          </p>
        </details>
        <details>
          <summary>Do I need an account?</summary>
          <p>
            No. You can read the resources without one. An account keeps your membership and lets
            you pick up where you left off.
          </p>
        </details>
        <details>
          <summary>What do the memberships include?</summary>
          <p>
            Basic, Premium and VIP add guides, the full library, bundles and kits. See{' '}
            <Link to="/products/membership">Membership</Link> for the details.
          </p>
        </details>
        <details>
          <summary>Is Harbor a crisis service?</summary>
          <p>
            No. If you are in danger or thinking about harming yourself, please call your local
            emergency number now.
          </p>
        </details>
        <details>
          <summary>I can't sign in. What can I do?</summary>
          <p>
            Choose "Forgot your password?" on the <Link to="/login">sign-in page</Link> to set a new
            one. If that doesn't work, <Link to="/contact">contact us</Link>.
          </p>
        </details>
      </div>
    </>
  );
}
