import { PageHeader, Section } from '@harbor/ui';
import { Link } from 'react-router';
import { usePageTitle } from '../use-page-title';

export default function PremiumBundlePage() {
  usePageTitle('Premium Bundle');
  return (
    <>
      <PageHeader
        title="The Premium Bundle"
        intro="Our fullest collection of guides, workbooks and audio sessions, gathered for people rebuilding after a hard season."
      />
      <div className="web-prose">
        <p>
          Take it at your own pace: every piece can be read on a phone, printed at a library or
          listened to on the go.
        </p>
      </div>
      <Section title="Where to next">
        <ul className="web-links">
          <li>
            <Link to="/products/membership/premium">About Premium membership</Link>
          </li>
          <li>
            <Link to="/products">All products</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
