import { Link } from 'react-router';
import { RouterLink } from '../../shared/router-link';
import { SERVICE_MESSAGES_ES } from '../../data/messages-es';
// Through the English page's module, so both languages share one chunk's code.
import { PaymentSuccessView, type PaymentSuccessWords } from './payment-success';

const CONTACT = '/es/contacto';

/**
 * /payment-success's words in Spanish (issue 25; usted, terms in docs/glossary-es.md): where
 * Stripe sends a buyer after paying on a checkout opened from a Spanish page. What was paid for
 * comes from checkout-status, in Spanish for such a checkout. Pages still in English are linked
 * as such ("(en inglés)"). An expired checkout leads back to the products, as in English (the
 * shop, the membership and the donations all open their checkout in Spanish from there).
 */
export const PAYMENT_SUCCESS_WORDS_ES: PaymentSuccessWords = {
  priceLocale: 'es-US',
  language: 'es',
  // As the Spanish checkout names a line: "Camiseta “You Are Not Alone”, talla M".
  lineSize: (size) => `, talla ${size}`,
  meta: {
    received: 'Pago recibido',
    pending: 'Su pago',
    description: 'Confirmación de un pago a Harbor: una membresía, una donación o un pedido.',
  },
  failures: SERVICE_MESSAGES_ES,
  unreadable: 'No pudimos leer la respuesta sobre su pago.',
  notKept: {
    refundedTitle: (amount) => `Le devolvimos este pago de ${amount}`,
    stoppedTitle: 'Cancelamos esta membresía antes de cobrarle nada',
    whyDuplicate:
      'Usted ya tenía una membresía cuando se hizo este pago, así que se le habría cobrado dos veces. Cancelamos este pago y mantuvimos la membresía que ya tenía.',
    whyPrice:
      'No pudimos activar esta membresía al precio que usted aceptó, así que la cancelamos en vez de cobrarle por algo que no recibió. Ya le avisamos a nuestro equipo.',
    refunded: (amount) =>
      `Le devolvemos todo el pago, ${amount}, a la tarjeta con la que pagó. Las devoluciones suelen aparecer en su estado de cuenta en un plazo de 5 a 10 días. No se le volverá a cobrar por este pago.`,
    stopped: 'No se le cobró nada por esta membresía, y no se le cobrará.',
    duplicateNext: (
      <>
        Para cambiar a otra membresía, elíjala en la página de <Link to="/es/precios">precios</Link>
        : cambiamos su membresía en ese momento, y lo que le quedaba de la anterior se resta de lo
        que paga por la nueva.
      </>
    ),
    priceNext: (
      <>
        <Link to={CONTACT}>Escríbanos</Link> si tiene preguntas, o vuelva a intentarlo desde la
        página de <Link to="/es/precios">precios</Link>.
      </>
    ),
  },
  settingUp: {
    title: (kind) =>
      kind === 'membership'
        ? 'Su pago se completó; estamos activando su membresía'
        : 'Su pago se completó; estamos preparando su pedido',
    intro:
      'No se le cobrará dos veces. Esto suele tardar unos segundos, y seguimos intentándolo en segundo plano.',
    checking: (kind) =>
      kind === 'membership'
        ? 'Revisando si su membresía ya está lista…'
        : 'Revisando si su pedido ya está listo…',
    slow: (kind) => (
      <>
        {kind === 'membership'
          ? 'Su membresía está tardando más de lo normal en activarse.'
          : 'Su pedido está tardando más de lo normal en prepararse.'}{' '}
        Su pago está seguro: puede volver a revisar ahora o regresar más tarde. Si en una hora
        todavía no aparece, <Link to={CONTACT}>escríbanos</Link> y lo resolveremos.
      </>
    ),
    checkAgain: 'Volver a revisar',
  },
  membership: {
    // As /es/membresia names them (membership-words-es.tsx).
    tierNames: { basic: 'Básica', premium: 'Premium', vip: 'VIP' },
    signIn: (tier) => (
      <>
        <RouterLink href="/es/iniciar-sesion">Inicie sesión</RouterLink> para ver su membresía{' '}
        {tier}.
      </>
    ),
    active: (tier) => `Su membresía ${tier} está activa.`,
    badgeIntro: 'Su cuenta ahora muestra',
    next: (
      <>
        <Link to="/es/biblioteca">Abra la biblioteca de Harbor</Link> o{' '}
        <Link to="/es/descargar-paquetes">descargue sus paquetes</Link>.
      </>
    ),
    slow: (
      <>
        Su pago se completó, pero su membresía está tardando más de lo normal en aparecer. Aparecerá
        en unos minutos. Si no aparece, <Link to={CONTACT}>escríbanos</Link> y lo resolveremos.
      </>
    ),
    settingUp: 'Estamos activando su membresía. Esto tarda unos segundos…',
  },
  expired: {
    title: 'Esta página de pago ya se cerró',
    intro:
      'La página de pago estuvo abierta demasiado tiempo y se cerró antes de que se hiciera el pago. No se le cobró nada.',
    back: (
      <Link to="/es/productos" className="harbor-button harbor-button--primary">
        Volver a los productos
      </Link>
    ),
  },
  processing: {
    title: 'Su pago todavía se está procesando',
    intro:
      'Stripe todavía no nos ha confirmado el pago. Si usted completó el pago, aparecerá en unos minutos, y no se le cobrará dos veces.',
    body: 'Puede cerrar esta página. Stripe le envía un recibo por correo electrónico cuando se complete el pago.',
  },
  donation: {
    title: 'Gracias por su donación',
    intro:
      'Su apoyo ayuda a que Harbor siga siendo gratis para quienes están pasando por un momento difícil. Stripe le envía un recibo por correo electrónico.',
  },
  membershipPaid: {
    title: 'Gracias. Su pago se completó.',
    intro:
      'Le damos la bienvenida a su nueva membresía. Stripe le envía un recibo por correo electrónico.',
  },
  order: {
    title: 'Gracias por su pedido',
    intro:
      'Su pago se completó. Stripe le envía un recibo por correo electrónico. Si le mandamos algo por correo postal, le avisaremos por correo electrónico cuando vaya en camino.',
    bundles: (
      <>
        ¿Compró un paquete digital?{' '}
        <Link to="/es/descargar-paquetes">Sus archivos están listos para descargar</Link>.
      </>
    ),
  },
  checking: {
    title: 'Revisando su pago',
    line: 'Revisando su pago con Stripe…',
    processingLine: 'Su pago todavía se está procesando. Esto puede tardar unos segundos…',
  },
  notFound: {
    title: 'No encontramos un pago para mostrar',
    intro:
      'Esta página muestra su pago justo después de que usted paga. Si acaba de pagar, Stripe ya le envió un recibo por correo electrónico y no se perdió nada. Si no esperaba ningún cobro, aquí no se le cobró nada.',
  },
  failed: {
    title: 'No pudimos revisar su pago en este momento',
    intro:
      'Si completó el pago, su pago sí se hizo: Stripe le envía un recibo por correo electrónico. No se le cobrará dos veces.',
  },
  nextTitle: 'También puede ver',
  next: (
    <ul className="web-links">
      <li>
        <Link to="/es">Ir a la página principal de Harbor</Link>
      </li>
      <li>
        <Link to="/es/get-help">Ayuda ahora, en español</Link>
      </li>
      <li>
        <Link to={CONTACT}>¿Preguntas sobre un pago? Escríbanos</Link>
      </li>
    </ul>
  ),
};

/** /es/pago-completado, "Gracias por su donación" and the rest: /payment-success in Spanish. */
export default function PaymentSuccessSpanishPage() {
  return <PaymentSuccessView words={PAYMENT_SUCCESS_WORDS_ES} />;
}
