import { Link } from 'react-router';
// The view the English page uses (catalog-page.tsx), so both languages share its chunk.
import { CatalogPage, type CatalogPageWords } from '../catalog-page';
import { ShopWordsProvider } from '../shop-words';
import { SHOP_WORDS_ES } from '../shop-words-es';
import { requireSpanishPath } from '../../app/spanish-paths';

const WORDS: CatalogPageWords = {
  meta: {
    title: 'Libros',
    description:
      'Cuadernos de trabajo, guías y un diario escritos y publicados por Harbor en lenguaje sencillo, para salir adelante en las semanas difíciles. Están en inglés.',
  },
  title: 'Libros',
  intro:
    'Cuadernos de trabajo y guías que escribió el equipo de Harbor en lenguaje sencillo. Todos son cortos y prácticos, y están hechos para escribir en ellos. Por ahora, los libros están en inglés. Los precios están en dólares de Estados Unidos.',
  empty: 'En este momento no hay libros a la venta. Vuelva a revisar pronto.',
  footer: (
    <>
      ¿No le alcanza para un libro ahora? Gran parte de su contenido es gratis en nuestras páginas
      de <Link to={requireSpanishPath('/resources')}>recursos</Link> y en la{' '}
      <Link to={requireSpanishPath('/library')}>biblioteca de Harbor</Link>.
    </>
  ),
};

/** /es/productos/libros: /products/books for Spanish speakers. */
export default function ProductsBooksSpanishPage() {
  return (
    <ShopWordsProvider words={SHOP_WORDS_ES}>
      <CatalogPage kind="book" words={WORDS} />
    </ShopWordsProvider>
  );
}
