import { BundleLanding, type BundleCopy } from '../bundle-landing';
import { ShopWordsProvider } from '../shop-words';
import { SHOP_WORDS_ES } from '../shop-words-es';

const COPY: BundleCopy = {
  sku: 'premium-bundle',
  title: SHOP_WORDS_ES.bundle.names['premium-bundle'],
  description:
    'Todos los cuadernos de trabajo y kits para imprimir de Harbor en una sola descarga: One Day at a Time, Where to Turn, Getting By y los cuatro kits. Los archivos están en inglés.',
  intro:
    'Todos los cuadernos de trabajo y guías de Harbor en una sola descarga, además de todos los kits para imprimir. Imprima lo que necesite, cuando lo necesite. Por ahora, los archivos están en inglés.',
  inside: [
    <>
      <span lang="en">One Day at a Time</span>: un cuaderno de trabajo para las semanas difíciles,
      en versión corta para imprimir
    </>,
    <>
      <span lang="en">Where to Turn</span>: una guía para encontrar ayuda gratis o de bajo costo, en
      versión corta para imprimir
    </>,
    <>
      <span lang="en">Getting By</span>: una guía sobre el dinero en lenguaje sencillo, en versión
      corta para imprimir
    </>,
    'Los cuatro kits para imprimir: “La primera semana después de perder la vivienda”, “Calma en la tormenta”, “Cómo establecerse en un país nuevo” y “Ordenar su dinero”',
  ],
  forWhom: [
    'Quien quiera el conjunto completo, para usarlo ahora o guardarlo para después',
    'Quienes hacen trabajo social o voluntariado, o dan clases, e imprimen hojas para las personas a las que ayudan',
  ],
};

/** /es/paquete-premium: /premium-bundle for Spanish speakers. */
export default function PremiumBundleSpanishPage() {
  return (
    <ShopWordsProvider words={SHOP_WORDS_ES}>
      <BundleLanding copy={COPY} />
    </ShopWordsProvider>
  );
}
