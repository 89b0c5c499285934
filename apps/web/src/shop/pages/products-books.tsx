import { PageHeader } from '@harbor-help/ui';
import { Link } from 'react-router';
import { CatalogList } from '../catalog-list';
import { usePageTitle } from '../../app/use-page-title';

export default function ProductsBooksPage() {
  usePageTitle(
    'Books',
    'Workbooks, guides and a journal written and published by Harbor, in plain language, for getting through hard weeks.',
  );
  return (
    <>
      <PageHeader
        title="Books"
        intro="Workbooks and guides written by the Harbor team in plain language. Every one is short, practical and made to be written in."
      />
      <CatalogList
        kind="book"
        emptyMessage="No books are for sale right now. Please check back soon."
      />
      <p className="web-prose">
        Can&rsquo;t afford a book right now? Much of what is inside is free on our{' '}
        <Link to="/resources">resources</Link> pages and in the <Link to="/library">library</Link>.
      </p>
    </>
  );
}
