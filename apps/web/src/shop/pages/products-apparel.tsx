import { Link } from 'react-router';
import { CatalogPage, type CatalogPageWords } from '../catalog-page';

const WORDS: CatalogPageWords = {
  meta: {
    title: 'Apparel',
    description:
      'T-shirts, hoodies, beanies and tote bags from Harbor with a quiet message of hope. Every purchase helps keep our resources free.',
  },
  title: 'Apparel',
  intro:
    'Comfortable clothes and bags with a quiet message of hope. Shirts and hoodies come in unisex sizes S to 3XL: choose yours before you buy. Every purchase helps keep Harbor free for others.',
  empty: 'No apparel is for sale right now. Please check back soon.',
  footer: (
    <>
      Questions about sizes or an order? <Link to="/contact">Write to us</Link>.
    </>
  ),
};

export default function ProductsApparelPage() {
  return <CatalogPage kind="apparel" words={WORDS} />;
}
