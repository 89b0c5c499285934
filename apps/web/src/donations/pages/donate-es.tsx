// Through the English page's module, so the form and its styles stay in that page's chunk.
import { DonateView, type DonateWords } from './donate';
import { CHECKOUT_MESSAGES_ES } from '../../data/messages-es';

/**
 * /donate's words in Spanish (issue 25; usted, terms in docs/glossary-es.md), written for
 * Spanish speakers. The checkout opens in Spanish (`locale: 'es'`: Stripe's page in Latin
 * American Spanish) and returns to /es/pago-completado or /es/pago-cancelado. Amounts are
 * written as in the US ("$25", "25.50"), the way US Spanish speakers read dollars.
 */
export const DONATE_WORDS_ES: DonateWords = {
  locale: 'es',
  meta: {
    title: 'Donar',
    description:
      'Done a Harbor una vez o cada mes, desde $1 hasta $10,000, con o sin cuenta. Cada donación ayuda a que nuestros recursos sigan siendo gratis.',
  },
  title: 'Done a Harbor',
  intro:
    'Cada donación ayuda a que nuestros recursos sigan siendo gratis para quien no puede pagar. Con las donaciones hacemos guías en lenguaje sencillo, mantenemos la biblioteca de Harbor y damos membresías gratis a quienes no pueden pagarlas.',
  action: 'Donar',
  frequencies: [
    { value: 'once', label: 'Una vez' },
    { value: 'monthly', label: 'Cada mes' },
  ],
  howOften: '¿Cada cuánto quiere donar?',
  amountLegend: 'Cantidad (en dólares de Estados Unidos)',
  otherAmount: 'Otra cantidad',
  otherLabel: 'Su cantidad en dólares',
  otherHint: 'Desde $1 hasta $10,000. Dólares enteros o con centavos, como 25 o 25.50.',
  amountMessages: {
    bounds: 'Escriba una cantidad desde $1 hasta $10,000.',
    empty: 'Escriba una cantidad, o elija una de las cantidades de arriba.',
    format: 'Use solo números, con hasta dos cifras después del punto, como 25 o 25.50.',
  },
  button: (amount, monthly) =>
    amount === null
      ? monthly
        ? 'Donar cada mes'
        : 'Donar'
      : `Donar ${amount}${monthly ? ' al mes' : ''}`,
  redirecting: 'Abriendo la página de pago…',
  failures: CHECKOUT_MESSAGES_ES,
  note: 'No necesita una cuenta. Pagará en una página segura de Stripe, en español; Harbor nunca ve el número de su tarjeta. Después de pagar, Stripe le envía un recibo por correo electrónico.',
  monthlyNote:
    ' Puede dejar de donar cada mes cuando quiera: escríbanos y cancelaremos su donación mensual el mismo día.',
  whereTitle: 'A dónde va su donación',
  where: [
    'Guías en lenguaje sencillo y materiales para imprimir, gratis para cualquier persona.',
    'Membresías gratis para quienes no pueden pagar.',
    'Un sitio ligero y rápido para teléfonos viejos y planes de prepago.',
  ],
  nextTitle: 'También puede ver',
  next: [
    { href: '/es/quienes-somos', label: 'Quiénes somos' },
    { href: '/es/contacto', label: 'Preguntas sobre las donaciones' },
  ],
};

/** /es/donar, "Done a Harbor": /donate for Spanish speakers. */
export default function DonateSpanishPage() {
  return <DonateView words={DONATE_WORDS_ES} />;
}
