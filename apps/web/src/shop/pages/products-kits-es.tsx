import { Link } from 'react-router';
// The view the English page uses (catalog-page.tsx), so both languages share its chunk.
import { CatalogPage, type CatalogPageWords } from '../catalog-page';
import { ShopWordsProvider } from '../shop-words';
import { SHOP_WORDS_ES } from '../shop-words-es';
import { requireSpanishPath } from '../../app/spanish-paths';

const WORDS: CatalogPageWords = {
  meta: {
    title: 'Kits',
    description:
      'Kits de Harbor para imprimir: hojas de trabajo y listas para la primera semana después de perder la vivienda, los momentos difíciles, un país nuevo y los problemas de dinero. Están en inglés.',
  },
  title: 'Kits',
  intro:
    'Cada kit es un conjunto de hojas de trabajo y listas para imprimir, para una situación difícil en particular. Imprímalas en casa o en una biblioteca pública y llénelas a mano. Por ahora, las hojas están en inglés. Los precios están en dólares de Estados Unidos.',
  empty: 'En este momento no hay kits a la venta. Vuelva a revisar pronto.',
  footer: (
    <>
      ¿Los quiere todos? El{' '}
      <Link to={requireSpanishPath('/bundle-kit')}>Paquete de kits prácticos</Link> reúne los tres
      kits prácticos, y todas las{' '}
      <Link to={requireSpanishPath('/products/membership')}>membresías</Link> de pago incluyen los
      paquetes digitales.
    </>
  ),
};

/** /es/productos/kits: /products/kits for Spanish speakers. */
export default function ProductsKitsSpanishPage() {
  return (
    <ShopWordsProvider words={SHOP_WORDS_ES}>
      <CatalogPage kind="kit" words={WORDS} />
    </ShopWordsProvider>
  );
}
