import { PageHeader } from '@harbor-help/ui';
import { Link } from 'react-router';
import { CatalogList } from '../catalog-list';
import { usePageTitle } from '../../app/use-page-title';

export default function ProductsApparelPage() {
  usePageTitle(
    'Apparel',
    'T-shirts, hoodies, beanies and tote bags from Harbor with a quiet message of hope. Every purchase helps keep our resources free.',
  );
  return (
    <>
      <PageHeader
        title="Apparel"
        intro="Comfortable clothes and bags with a quiet message of hope. Shirts and hoodies come in unisex sizes S to 3XL: choose yours before you buy. Every purchase helps keep Harbor free for others."
      />
      <CatalogList
        kind="apparel"
        emptyMessage="No apparel is for sale right now. Please check back soon."
      />
      <p className="web-prose">
        Questions about sizes or an order? <Link to="/contact">Write to us</Link>.
      </p>
    </>
  );
}
