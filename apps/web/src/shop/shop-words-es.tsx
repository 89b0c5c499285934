/**
 * The shop's words in Spanish (issue 25; usted, terms in docs/glossary-es.md), written for
 * Spanish speakers: the Spanish shop pages (/es/productos…) give these to `ShopWordsProvider`.
 * The items' own names and descriptions come from the catalogue's Spanish columns
 * (catalog_items.title_es…); the books, kits and bundles themselves are written in English for
 * now, and each description says so. Sizes are "talla S", as US stores write them in Spanish.
 */
import { Link } from 'react-router';
import { requireSpanishPath } from '../app/spanish-paths';
import { CHECKOUT_MESSAGES_ES } from '../data/messages-es';
import type { ShopWords } from './shop-words';

export const SHOP_WORDS_ES: ShopWords = {
  locale: 'es',
  inEnglish: '(en inglés)',
  paths: {
    products: requireSpanishPath('/products'),
    membership: requireSpanishPath('/products/membership'),
    downloads: requireSpanishPath('/download-bundle'),
    signup: requireSpanishPath('/signup'),
    login: requireSpanishPath('/login'),
    contact: requireSpanishPath('/contact'),
    bundles: {
      'premium-bundle': requireSpanishPath('/premium-bundle'),
      'healing-bundle': requireSpanishPath('/healing-bundle'),
      'bundle-kit': requireSpanishPath('/bundle-kit'),
    },
  },
  card: {
    sizeNames: {
      XS: 'Extra chica (XS)',
      S: 'Chica (S)',
      M: 'Mediana (M)',
      L: 'Grande (L)',
      XL: 'Extra grande (XL)',
      '2XL': 'Doble extra grande (2XL)',
      '3XL': 'Triple extra grande (3XL)',
    },
    size: 'Talla',
    chooseSize: 'Elija una talla',
    sizeMissing: 'Elija una talla, por favor.',
    quantity: 'Cantidad',
    of: (title) => <>de {title}</>,
    buy: 'Comprar',
    buyWhat: (title, size, quantity, total) => (
      <>
        {title}
        {size ? `, talla ${size}` : ''}, {quantity} por {total}
      </>
    ),
  },
  list: {
    loading: 'Cargando los productos…',
    error: 'No pudimos cargar esta parte de la tienda. Revise su conexión e intente de nuevo.',
  },
  checkout: {
    redirecting: 'Abriendo la página de pago…',
    failures: {
      ...CHECKOUT_MESSAGES_ES,
      invalid:
        'No pudimos empezar el pago de este producto. Vuelva a cargar la página e intente de nuevo. No se cobró nada.',
    },
  },
  bundle: {
    names: {
      'premium-bundle': 'Paquete Premium',
      'healing-bundle': 'Paquete para sentirse mejor',
      'bundle-kit': 'Paquete de kits prácticos',
    },
    loading: 'Cargando el precio…',
    error: 'No pudimos cargar el precio de este paquete. Revise su conexión e intente de nuevo.',
    notForSale: 'Este paquete no está a la venta en este momento. Vuelva a revisar pronto.',
    alreadyHave: (name, withMembership) =>
      `Usted ya tiene el ${name}${withMembership ? ' con su membresía' : ''}.`,
    goToDownloads: 'Ir a sus descargas',
    once: ' (dólares de Estados Unidos), en un solo pago; es suyo para siempre',
    checking: 'Revisando su cuenta…',
    signInFirst:
      'Sus descargas se guardan en su cuenta. Por eso, primero inicie sesión o cree una cuenta.',
    createToBuy: 'Crear una cuenta para comprar',
    haveAccount: '¿Ya tiene una cuenta?',
    signInToBuy: 'Iniciar sesión para comprar',
    couldNotCheck: (downloads) => (
      <>
        No pudimos revisar si usted ya tiene este paquete. Antes de comprarlo,{' '}
        <Link to={downloads}>vea sus descargas</Link>.
      </>
    ),
    buy: (name) => `Comprar el ${name}`,
    forPrice: (price) => `por ${price}`,
    includedWithMembership: 'Todas las membresías de pago incluyen los tres paquetes.',
    compareMemberships: 'Comparar las membresías',
    heading: (name) => name,
    inside: 'Qué incluye',
    forWhom: 'Para quién es',
    getIt: 'Cómo obtenerlo',
    others: 'Otros paquetes',
    blurbs: {
      'premium-bundle': 'todos los cuadernos de trabajo y kits',
      'healing-bundle': 'herramientas para las emociones difíciles',
      'bundle-kit': 'los tres kits prácticos en un solo paquete',
    },
    allProducts: 'Todos los productos',
  },
};
