import { PageHeader, Section } from '@harbor/ui';
import { Link } from 'react-router';
import { usePageTitle } from '../use-page-title';

export default function ProductsApparelPage() {
  usePageTitle('Apparel');
  return (
    <>
      <PageHeader
        title="Apparel"
        intro="Comfortable clothing with a quiet message of hope. Wearing Harbor starts conversations and lets others know they are not alone."
      />
      <div className="web-prose">
        <p>Every purchase helps keep the free resources on this site free.</p>
      </div>
      <Section title="Where to next">
        <ul className="web-links">
          <li>
            <Link to="/products">All products</Link>
          </li>
          <li>
            <Link to="/share">Share your story</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
