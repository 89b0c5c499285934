import { PageHeader, Section } from '@harbor/ui';
import { Link } from 'react-router';
import { usePageTitle } from '../use-page-title';

export default function AdvisoriesPage() {
  usePageTitle('Advisories');
  return (
    <>
      <PageHeader
        title="Advisories"
        intro="Timely notices about changes that may affect you: benefit and housing rule changes, scams aimed at people in hardship, and updates to services."
      />
      <div className="web-prose">
        <p>For each one we explain what changed and what you can do about it, in plain language.</p>
      </div>
      <Section title="Where to next">
        <ul className="web-links">
          <li>
            <Link to="/resources">Resources</Link>
          </li>
          <li>
            <Link to="/contact">Tell us about something we should cover</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
