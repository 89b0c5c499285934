import { Link } from 'react-router';
// The view the English page uses (catalog-page.tsx), so both languages share its chunk.
import { CatalogPage, type CatalogPageWords } from '../catalog-page';
import { ShopWordsProvider } from '../shop-words';
import { SHOP_WORDS_ES } from '../shop-words-es';
import { requireSpanishPath } from '../../app/spanish-paths';

const WORDS: CatalogPageWords = {
  meta: {
    title: 'Ropa',
    description:
      'Camisetas, sudaderas, gorros y bolsas de tela de Harbor con un mensaje discreto de esperanza. Cada compra ayuda a que nuestros recursos sigan siendo gratis.',
  },
  title: 'Ropa',
  intro:
    'Ropa cómoda y bolsas con un mensaje discreto de esperanza, escrito en inglés. Las camisetas y las sudaderas vienen en tallas unisex de la S a la 3XL: elija la suya antes de comprar. Cada compra ayuda a que Harbor siga siendo gratis para otras personas. Los precios están en dólares de Estados Unidos.',
  empty: 'En este momento no hay ropa a la venta. Vuelva a revisar pronto.',
  footer: (
    <>
      ¿Tiene preguntas sobre las tallas o un pedido?{' '}
      <Link to={requireSpanishPath('/contact')}>Escríbanos</Link>.
    </>
  ),
};

/** /es/productos/ropa: /products/apparel for Spanish speakers. */
export default function ProductsApparelSpanishPage() {
  return (
    <ShopWordsProvider words={SHOP_WORDS_ES}>
      <CatalogPage kind="apparel" words={WORDS} />
    </ShopWordsProvider>
  );
}
