import { BundleLanding, type BundleCopy } from '../bundle-landing';
import { ShopWordsProvider } from '../shop-words';
import { SHOP_WORDS_ES } from '../shop-words-es';
import { lifelineInSpanish } from '../../help/spanish-help';

/** The words of care under "Para quién es": 988 in Spanish (press 2, AYUDA), from the lines' data. */
function CareNote() {
  const { callHref, textHref } = lifelineInSpanish();
  return (
    <>
      Estas herramientas no reemplazan la atención profesional. Si siente que podría hacerse daño,
      en Estados Unidos{' '}
      {callHref ? <a href={callHref}>llame al 988 y marque 2</a> : 'llame al 988 y marque 2'} o{' '}
      {textHref ? <a href={textHref}>envíe AYUDA al 988</a> : 'envíe AYUDA al 988'} ahora mismo, o
      llame a su número local de emergencias.
    </>
  );
}

const COPY: BundleCopy = {
  sku: 'healing-bundle',
  title: SHOP_WORDS_ES.bundle.names['healing-bundle'],
  description:
    'Herramientas de Harbor para imprimir, para las emociones difíciles: el kit “Calma en la tormenta”, 30 días de preguntas para escribir en un diario y una hoja sobre lo que le ayuda a sentirse a salvo. Los archivos están en inglés.',
  intro:
    'Herramientas sencillas para imprimir, para las emociones difíciles: para los momentos en que todo pesa demasiado y para los días que siguen. Por ahora, los archivos están en inglés.',
  inside: [
    '“Calma en la tormenta”: una guía para respirar, un ejercicio para volver al presente con sus cinco sentidos y un plan para anotar a quién llamar',
    '30 días de preguntas cortas para escribir en un diario',
    'Una hoja para darse cuenta de qué le ayuda a sentirse a salvo',
  ],
  forWhom: [
    'Personas que viven con estrés, preocupación, duelo o tristeza',
    'Quien acompaña a un ser querido en un momento difícil',
  ],
  note: <CareNote />,
};

/** /es/paquete-para-sentirse-mejor: /healing-bundle for Spanish speakers. */
export default function HealingBundleSpanishPage() {
  return (
    <ShopWordsProvider words={SHOP_WORDS_ES}>
      <BundleLanding copy={COPY} />
    </ShopWordsProvider>
  );
}
