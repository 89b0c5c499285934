import { Link } from 'react-router';
import { CatalogPage, type CatalogPageWords } from '../catalog-page';

const WORDS: CatalogPageWords = {
  meta: {
    title: 'Kits',
    description:
      'Printable kits from Harbor: worksheets and checklists for the first week after losing housing, hard moments, a new country and money trouble.',
  },
  title: 'Kits',
  intro:
    'Each kit is a set of printable worksheets and checklists for one hard situation. Print them at home or at a library, and fill them in by hand.',
  empty: 'No kits are for sale right now. Please check back soon.',
  footer: (
    <>
      Want them all? The <Link to="/bundle-kit">Bundle Kit</Link> has the practical kits together,
      and every paid <Link to="/products/membership">membership</Link> includes the digital bundles.
    </>
  ),
};

export default function ProductsKitsPage() {
  return <CatalogPage kind="kit" words={WORDS} />;
}
