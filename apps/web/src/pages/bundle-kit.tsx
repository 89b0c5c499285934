import { PageHeader, Section } from '@harbor/ui';
import { Link } from 'react-router';
import { usePageTitle } from '../use-page-title';

export default function BundleKitPage() {
  usePageTitle('Bundle Kit');
  return (
    <>
      <PageHeader
        title="The Bundle Kit"
        intro="A starter kit of checklists and templates for the paperwork hard times bring — benefit applications, housing letters, budgeting sheets and appointment trackers."
      />
      <div className="web-prose">
        <p>
          Less energy spent on forms means more left for yourself and the people you care about.
        </p>
      </div>
      <Section title="Where to next">
        <ul className="web-links">
          <li>
            <Link to="/products/kits">All kits</Link>
          </li>
          <li>
            <Link to="/resources">Free resources</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
