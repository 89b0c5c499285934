import { BundleLanding, type BundleCopy } from '../bundle-landing';
import { ShopWordsProvider } from '../shop-words';
import { SHOP_WORDS_ES } from '../shop-words-es';

const COPY: BundleCopy = {
  sku: 'bundle-kit',
  title: SHOP_WORDS_ES.bundle.names['bundle-kit'],
  description:
    'Los tres kits prácticos de Harbor para imprimir, en un solo paquete: “La primera semana después de perder la vivienda”, “Cómo establecerse en un país nuevo” y “Ordenar su dinero”. Los archivos están en inglés.',
  intro:
    'El conjunto práctico: tres kits para imprimir, con listas y hojas de trabajo para llenar a mano, para cuando la vida da un vuelco. Por ahora, los archivos están en inglés.',
  inside: [
    '“La primera semana después de perder la vivienda”: qué papeles guardar bien; dónde dormir, comer y cargar su teléfono; y un registro de sus llamadas',
    '“Cómo establecerse en un país nuevo”: documentos, citas, fechas límite y preguntas para una oficina de ayuda legal',
    '“Ordenar su dinero”: lo que entra y lo que sale, qué pagos hacer primero y qué decir cuando pida más tiempo',
  ],
  forWhom: [
    'Personas que perdieron su vivienda o están por perderla, que acaban de llegar a un país nuevo o que tienen problemas de dinero',
    'Quienes hacen trabajo social o voluntariado y quieren hojas listas para imprimir',
  ],
};

/** /es/paquete-de-kits: /bundle-kit for Spanish speakers. */
export default function BundleKitSpanishPage() {
  return (
    <ShopWordsProvider words={SHOP_WORDS_ES}>
      <BundleLanding copy={COPY} />
    </ShopWordsProvider>
  );
}
