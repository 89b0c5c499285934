import { Link } from 'react-router';
import { CatalogPage, type CatalogPageWords } from '../catalog-page';

const WORDS: CatalogPageWords = {
  meta: {
    title: 'Books',
    description:
      'Workbooks, guides and a journal written and published by Harbor, in plain language, for getting through hard weeks.',
  },
  title: 'Books',
  intro:
    'Workbooks and guides written by the Harbor team in plain language. Every one is short, practical and made to be written in.',
  empty: 'No books are for sale right now. Please check back soon.',
  footer: (
    <>
      Can&rsquo;t afford a book right now? Much of what is inside is free on our{' '}
      <Link to="/resources">resources</Link> pages and in the <Link to="/library">library</Link>.
    </>
  ),
};

export default function ProductsBooksPage() {
  return <CatalogPage kind="book" words={WORDS} />;
}
