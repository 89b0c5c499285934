import { PageHeader, Section } from '@harbor/ui';
import { Link } from 'react-router';
import { usePageTitle } from '../use-page-title';

export default function ProductsBooksPage() {
  usePageTitle('Books');
  return (
    <>
      <PageHeader
        title="Books"
        intro="Books written and chosen to meet you where you are — on recovery, resilience, money, family and finding your footing in a new country."
      />
      <div className="web-prose">
        <p>Many of them can be read for free in the Harbor library.</p>
      </div>
      <Section title="Where to next">
        <ul className="web-links">
          <li>
            <Link to="/library">Visit the library</Link>
          </li>
          <li>
            <Link to="/products">All products</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
