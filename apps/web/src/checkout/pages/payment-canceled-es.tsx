import { Link } from 'react-router';
// Through the English page's module, so both languages share one chunk's code.
import { PaymentCanceledView, type PaymentCanceledWords } from './payment-canceled';

/** /payment-canceled's words in Spanish (issue 25; usted, docs/glossary-es.md). */
export const PAYMENT_CANCELED_WORDS_ES: PaymentCanceledWords = {
  meta: {
    title: 'Pago cancelado',
    description:
      'Salió de la página de pago antes de pagar, así que no se le cobró nada. Puede volver a intentarlo cuando quiera.',
  },
  title: 'Su pago se canceló',
  intro:
    'No se le cobró nada: salió de la página de pago antes de pagar. Puede volver a intentarlo cuando quiera.',
  help: (contact) => (
    <>
      Si algo falló en la página de pago, o tiene una pregunta antes de pagar,{' '}
      {contact('escríbanos')}.
    </>
  ),
  nextTitle: 'También puede ver',
  next: (
    <ul className="web-links">
      <li>
        <Link to="/es/productos">Volver a los productos</Link>
      </li>
      <li>
        <Link to="/es/donar">Volver a la página para donar</Link>
      </li>
      <li>
        <Link to="/es/membresia">Las membresías</Link>
      </li>
      <li>
        <Link to="/es">Ir a la página principal de Harbor</Link>
      </li>
    </ul>
  ),
};

/** /es/pago-cancelado: where Stripe sends a buyer who left a checkout opened from a Spanish page. */
export default function PaymentCanceledSpanishPage() {
  return <PaymentCanceledView words={PAYMENT_CANCELED_WORDS_ES} contactHref="/es/contacto" />;
}
