// Through the English page's module, so both languages share one chunk's code.
import { PricingView, type PricingWords } from './pricing';
import { MembershipWordsProvider } from '../membership-words';
import { MEMBERSHIP_WORDS_ES } from '../membership-words-es';
import { PARTNER_FORM_WORDS_ES } from '../../partners/partner-words-es';
import { HARDSHIP_DAYS } from '../hardship-messages';

/** /pricing's words in Spanish (issue 25; usted, docs/glossary-es.md). */
export const PRICING_WORDS_ES: PricingWords = {
  meta: {
    title: 'Precios',
    description:
      'Compare las membresías de Harbor, lea cómo funcionan los pagos y cómo cancelar, y pida unirse al programa de organizaciones aliadas.',
  },
  title: 'Precios',
  intro:
    'Compare las membresías. La membresía Gratis tiene todo lo que necesita para encontrar ayuda; las membresías de pago suman la biblioteca para miembros y los paquetes digitales para descargar, y ayudan a que Harbor siga siendo gratis para otras personas. Los precios están en dólares de Estados Unidos.',
  plans: 'Las membresías, una al lado de la otra',
  billing: 'Preguntas sobre los pagos',
  questions: [
    {
      question: '¿Cómo pago?',
      answer:
        'Con tarjeta, en una página segura de Stripe, una empresa de pagos. Harbor nunca ve ni guarda el número de su tarjeta.',
    },
    {
      question: '¿Qué diferencia hay entre pagar cada mes y pagar cada año?',
      answer:
        'Con el pago mensual, se le cobra cada mes. Con el pago anual, se le cobra una vez al año, y sale más barato que pagar doce meses. Los dos se renuevan automáticamente hasta que cancele.',
    },
    {
      question: '¿Puedo cancelar cuando quiera?',
      answer:
        'Sí. Abra la página de su membresía y elija “Administrar su membresía”. Cancelar no tiene ningún costo. Su membresía sigue funcionando hasta el final del tiempo que ya pagó, y después usted vuelve a la membresía Gratis, que sigue siendo gratis.',
    },
    {
      question: '¿Puedo cambiar de membresía?',
      answer:
        'Sí. Elija la nueva membresía en la página de esa membresía. El cambio es inmediato y reemplaza su membresía actual, así que nunca tiene dos a la vez. Lo que le queda de la anterior se resta del precio de la nueva.',
    },
    {
      question: '¿Qué pasa si un pago no se completa?',
      answer:
        'Stripe le enviará un correo electrónico y volverá a intentar el cobro en los próximos días. Puede cambiar su tarjeta en “Administrar su membresía”. Si el pago sigue sin completarse, su membresía termina y usted pasa a la membresía Gratis; no pierde nada de lo que guardó.',
    },
    {
      question: 'En este momento no me alcanza para una membresía.',
      answer: `No se preocupe. Todo lo que necesita para encontrar ayuda (cada recurso, cada línea de crisis y cada guía) es gratis y siempre lo será. Si también quiere la biblioteca para miembros y los paquetes, pida arriba la membresía gratis por dificultades económicas: la membresía Básica, gratis por ${HARDSHIP_DAYS} días, sin comprobantes ni tarjeta, una vez cada 12 meses. Las membresías de pago ayudan a pagarla.`,
    },
    {
      question: 'Creo que hay un error en un pago.',
      answer:
        'Escríbanos desde la página de contacto con el correo electrónico con el que pagó. Una persona de nuestro equipo lo revisará con usted.',
    },
  ],
  another: (contact) => <>¿Tiene otra pregunta? {contact('Escríbanos')}.</>,
  partners: 'Programa de organizaciones aliadas',
  partnerIntro: (
    <>
      <p>
        ¿Dirige un albergue, un banco de alimentos, un grupo de apoyo, un club escolar o una
        comunidad en internet? Las organizaciones aliadas comparten Harbor con las personas que
        atienden. Usted recibe un enlace personal y volantes para imprimir. Por cada membresía de
        pago que empiece con su enlace, le pagamos el 20% de lo que se pague por ella en su primer
        año o, si lo prefiere, lo usamos para dar una membresía Premium gratis a alguien que no
        puede pagar.
      </p>
      <p>
        Cuéntenos un poco sobre usted aquí abajo. Leemos cada solicitud y respondemos en un plazo de
        dos semanas.
      </p>
    </>
  ),
  partnerForm: PARTNER_FORM_WORDS_ES,
};

/** /es/precios: the plans, hardship access, billing and the partner programme in Spanish. */
export default function PricingSpanishPage() {
  return (
    <MembershipWordsProvider words={MEMBERSHIP_WORDS_ES}>
      <PricingView words={PRICING_WORDS_ES} contactPath="/es/contacto" />
    </MembershipWordsProvider>
  );
}
