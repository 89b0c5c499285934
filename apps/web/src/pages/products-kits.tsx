import { PageHeader, Section } from '@harbor/ui';
import { Link } from 'react-router';
import { usePageTitle } from '../use-page-title';

export default function ProductsKitsPage() {
  usePageTitle('Kits');
  return (
    <>
      <PageHeader
        title="Kits"
        intro="Practical kits that bring together the tools for one challenge — a fresh start, calmer days, getting organised — in one download you can keep and come back to."
      />
      <div className="web-prose">
        <p>Each kit is small enough for limited data and prints well on a library printer.</p>
      </div>
      <Section title="Where to next">
        <ul className="web-links">
          <li>
            <Link to="/bundle-kit">The Bundle Kit</Link>
          </li>
          <li>
            <Link to="/products">All products</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
