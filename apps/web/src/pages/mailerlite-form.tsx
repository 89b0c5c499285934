import { PageHeader, Section } from '@harbor/ui';
import { Link } from 'react-router';
import { usePageTitle } from '../use-page-title';

export default function MailerliteFormPage() {
  usePageTitle('Newsletter');
  return (
    <>
      <PageHeader
        title="Stay in touch"
        intro="Join our newsletter for new resources, community stories and gentle reminders that you're not alone."
      />
      <div className="web-prose">
        <p>One email a month, no spam, and you can leave at any time with a single click.</p>
      </div>
      <Section title="Where to next">
        <ul className="web-links">
          <li>
            <Link to="/blog">Read the blog meanwhile</Link>
          </li>
          <li>
            <Link to="/">Back to Harbor</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
