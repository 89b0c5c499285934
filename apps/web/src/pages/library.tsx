import { PageHeader, Section } from '@harbor/ui';
import { Link } from 'react-router';
import { usePageTitle } from '../use-page-title';

export default function LibraryPage() {
  usePageTitle('Library');
  return (
    <>
      <PageHeader
        title="The library"
        intro="A growing collection of guides, worksheets and recordings you can read online, print, or save for later."
      />
      <div className="web-prose">
        <p>
          Members get the full library; the most essential guides are open to everyone, with no
          account needed.
        </p>
      </div>
      <Section title="Where to next">
        <ul className="web-links">
          <li>
            <Link to="/products/membership">Membership</Link>
          </li>
          <li>
            <Link to="/resources">Free resources</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
