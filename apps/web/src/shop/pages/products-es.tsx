// Through the English page's module, so both languages share one chunk's code.
import { ProductsView, type ProductsWords } from './products';
import { SHOP_WORDS_ES } from '../shop-words-es';
import { requireSpanishPath } from '../../app/spanish-paths';
import { MembershipWordsProvider } from '../../membership/membership-words';
import { MEMBERSHIP_WORDS_ES, PRICING_PATH_ES } from '../../membership/membership-words-es';
import { Link } from 'react-router';

/** /products' words in Spanish (issue 25; usted, terms in docs/glossary-es.md). */
export const PRODUCTS_WORDS_ES: ProductsWords = {
  meta: {
    title: 'Productos',
    description:
      'Las membresías, los libros, la ropa, los kits para imprimir y los paquetes digitales de Harbor. Cada compra ayuda a que nuestros recursos sigan siendo gratis.',
  },
  title: 'Productos',
  intro:
    'Todo lo que hacemos está pensado para servirle aunque tenga poco dinero: membresías con apoyo adicional, libros y kits que puede conservar, y ropa que ayuda a que más personas conozcan Harbor. Cada compra ayuda a que nuestros recursos sigan siendo gratis. Por ahora, los libros, los kits y los paquetes están escritos en inglés. Los precios están en dólares de Estados Unidos.',
  browse: 'Vea los productos',
  sections: [
    {
      href: requireSpanishPath('/products/membership'),
      name: 'Membresías',
      summary:
        'Crear una cuenta es gratis; las membresías de pago le dan la biblioteca para miembros y los paquetes digitales.',
    },
    {
      href: requireSpanishPath('/products/books'),
      name: 'Libros',
      summary: 'Cuadernos de trabajo y guías de Harbor, en un inglés sencillo.',
    },
    {
      href: requireSpanishPath('/products/apparel'),
      name: 'Ropa',
      summary: 'Ropa y bolsas con un mensaje discreto de esperanza.',
    },
    {
      href: requireSpanishPath('/products/kits'),
      name: 'Kits',
      summary: 'Hojas de trabajo y listas para imprimir, para una situación difícil en particular.',
    },
  ],
  plansTitle: 'Membresías',
  compare: {
    href: PRICING_PATH_ES,
    label: 'Comparar las membresías y leer las preguntas sobre los pagos',
  },
  bundlesTitle: 'Paquetes digitales para descargar',
  bundles: [
    {
      href: requireSpanishPath('/premium-bundle'),
      name: SHOP_WORDS_ES.bundle.names['premium-bundle'],
      summary: 'Todos los cuadernos de trabajo y kits de Harbor.',
    },
    {
      href: requireSpanishPath('/healing-bundle'),
      name: SHOP_WORDS_ES.bundle.names['healing-bundle'],
      summary: 'Herramientas para las emociones difíciles.',
    },
    {
      href: requireSpanishPath('/bundle-kit'),
      name: SHOP_WORDS_ES.bundle.names['bundle-kit'],
      summary: 'Los tres kits prácticos, en un solo paquete.',
    },
  ],
  otherTitle: 'Otras formas de ayudar',
  other: (
    <>
      También puede <Link to={requireSpanishPath('/donate')}>hacer una donación</Link>, una vez o
      cada mes, con o sin cuenta.
    </>
  ),
};

/** /es/productos, "Productos": /products for Spanish speakers. */
export default function ProductsSpanishPage() {
  return (
    <MembershipWordsProvider words={MEMBERSHIP_WORDS_ES}>
      <ProductsView words={PRODUCTS_WORDS_ES} />
    </MembershipWordsProvider>
  );
}
