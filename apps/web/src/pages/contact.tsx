import { PageHeader, Section } from '@harbor/ui';
import { Link } from 'react-router';
import { usePageTitle } from '../use-page-title';

export default function ContactPage() {
  usePageTitle('Contact');
  return (
    <>
      <PageHeader
        title="Contact us"
        intro="Questions, ideas, or something isn't working? Write to us and a real person will reply, usually within two working days."
      />
      <div className="web-prose">
        <p>
          If you are in danger or thinking about harming yourself, please call your local emergency
          number now. Harbor is not a crisis service, and we don't want you to wait for a reply.
        </p>
      </div>
      <Section title="Where to next">
        <ul className="web-links">
          <li>
            <Link to="/faq">Frequently asked questions</Link>
          </li>
          <li>
            <Link to="/resources">Resources</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
