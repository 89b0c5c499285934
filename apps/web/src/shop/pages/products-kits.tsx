import { PageHeader } from '@harbor-help/ui';
import { Link } from 'react-router';
import { CatalogList } from '../catalog-list';
import { usePageTitle } from '../../app/use-page-title';

export default function ProductsKitsPage() {
  usePageTitle(
    'Kits',
    'Printable kits from Harbor: worksheets and checklists for the first week after losing housing, hard moments, a new country and money trouble.',
  );
  return (
    <>
      <PageHeader
        title="Kits"
        intro="Each kit is a set of printable worksheets and checklists for one hard situation. Print them at home or at a library, and fill them in by hand."
      />
      <CatalogList
        kind="kit"
        emptyMessage="No kits are for sale right now. Please check back soon."
      />
      <p className="web-prose">
        Want them all? The <Link to="/bundle-kit">Bundle Kit</Link> has the practical kits together,
        and every paid <Link to="/products/membership">membership</Link> includes the digital
        bundles.
      </p>
    </>
  );
}
