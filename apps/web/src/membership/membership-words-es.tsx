/**
 * The membership parts in Spanish (issue 25; usted, terms in docs/glossary-es.md), written for
 * Spanish speakers: /es/membresia, its four plan pages and /es/precios give these to
 * `MembershipWordsProvider`. Plans are "la membresía Gratis, Básica, Premium, VIP" (the names the
 * database's Spanish columns give them). Prices are written as in the US ("$5", "$1,000"), the
 * way US Spanish speakers read dollars; dates as "3 de marzo de 2027".
 */
import { Link } from 'react-router';
import { requireSpanishPath } from '../app/spanish-paths';
import { CHECKOUT_MESSAGES_ES, SERVICE_MESSAGES_ES } from '../data/messages-es';
import { formatPrice } from '../shared/format-price';
import { HARDSHIP_DAYS } from './hardship-messages';
import {
  DATE_LOCALE_ES,
  REASON_TOO_LONG_ES,
  refusalMessageEs,
  scheduledMessageEs,
} from './hardship-messages-es';
import { HARDSHIP_SECTION_ID, type MembershipWords } from './membership-words';

/** /es/precios, where hardship access is asked for and billing is explained. */
export const PRICING_PATH_ES = '/es/precios';
const HARDSHIP_HREF_ES = `${PRICING_PATH_ES}#${HARDSHIP_SECTION_ID}`;

const per = (interval: 'month' | 'year') => (interval === 'year' ? ' al año' : ' al mes');

/** The tier pages' Spanish paths, from the route manifest's Spanish half. */
const planPath = (tier: string): string => requireSpanishPath(`/products/membership/${tier}`);

export const MEMBERSHIP_WORDS_ES: MembershipWords = {
  locale: 'es',
  dateLocale: DATE_LOCALE_ES,
  tierNames: { free: 'Gratis', basic: 'Básica', premium: 'Premium', vip: 'VIP' },
  paths: {
    signup: '/es/crear-cuenta',
    login: '/es/iniciar-sesion',
    hardship: HARDSHIP_HREF_ES,
    billing: `${PRICING_PATH_ES}#billing`,
    plan: planPath,
  },
  inEnglish: '(en inglés)',
  list: {
    loading: 'Cargando las membresías…',
    error: 'No pudimos cargar las membresías. Revise su conexión e intente de nuevo.',
    none: 'En este momento no hay membresías disponibles. Vuelva a revisar pronto.',
    more: (name) => `Más sobre la membresía ${name}`,
  },
  interval: {
    legend: '¿Cada cuánto quiere pagar?',
    monthly: 'Cada mes',
    yearly: 'Cada año',
    monthsFree: (months) => `${months} meses gratis`,
  },
  price: {
    free: ' gratis, siempre',
    per,
    save: (amount) => `Usted ahorra ${amount} al año`,
    recurring: (amountCents, interval) => `${formatPrice(amountCents)}${per(interval)}`,
  },
  action: {
    checking: 'Revisando su cuenta…',
    joinFree: 'Crear una cuenta gratis',
    onFree: (
      <>
        <strong>Usted tiene la membresía Gratis.</strong> Siempre será gratis.
      </>
    ),
    includedIn: (tier) => `Incluida en su membresía ${tier}.`,
    createToJoin: (name) => `Crear una cuenta para obtener la membresía ${name}`,
    haveAccount: '¿Ya tiene una cuenta?',
    signInToJoin: (name) => `Inicie sesión para obtener la membresía ${name}`,
    hardshipHigher: (until, name, price) =>
      `Usted tiene la membresía Básica gratis por dificultades económicas hasta el ${until}. Ese tiempo gratis cubre solo la membresía Básica: si elige la membresía ${name} ahora, empieza hoy y su primer pago de ${price} se cobra hoy.`,
    hardshipSameOrLower: (tier, firstPayment, name) =>
      `Usted tiene la membresía ${tier} gratis por dificultades económicas hasta el ${firstPayment}. Si elige la membresía ${name} ahora, empieza hoy y su primer pago se cobra el ${firstPayment}, así que no pierde ni un día.`,
    choose: (name) => `Elegir la membresía ${name}`,
    forPrice: (price) => `por ${price}`,
    firstPaymentToday: (price) => `por ${price}, primer pago hoy`,
    firstPaymentOn: (price, date) => `por ${price}, primer pago el ${date}`,
    switchNote: (tier) =>
      `Ahora tiene la membresía ${tier}. El cambio es inmediato y no pasa por otra página de pago. Lo que le queda de su membresía ${tier} se resta del precio de la nueva, y solo paga la diferencia: en su próxima factura, o hoy si además cambia entre pago mensual y anual.`,
    switchTo: (name) => `Cambiar a la membresía ${name}`,
    join: (name) => `Obtener la membresía ${name}`,
    current: 'Esta es su membresía actual.',
    manage: 'Administrar su membresía',
    opening: 'Abriendo la página para administrar su membresía…',
    manageNote: 'Cambie su forma de pago, pase a otra membresía o cancele la suya.',
    billingQuestions: 'Preguntas sobre los pagos',
  },
  checkout: {
    redirecting: 'Abriendo la página de pago…',
    failures: {
      ...CHECKOUT_MESSAGES_ES,
      invalid:
        'No pudimos empezar el pago de esta membresía. Vuelva a cargar la página e intente de nuevo. No se le cobró nada.',
      forbidden:
        'Su sesión se cerró. Inicie sesión de nuevo y vuelva a intentarlo. No se le cobró nada.',
    },
    portalFailures: {
      ...SERVICE_MESSAGES_ES,
      forbidden: 'Su sesión se cerró. Inicie sesión de nuevo y vuelva a intentarlo.',
      'not-found':
        'Esta cuenta no tiene una membresía de pago con Stripe, así que no hay nada que administrar aquí. Si cree que es un error, escríbanos desde la página de contacto.',
    },
  },
  hardshipOffer: (
    <>
      ¿No le alcanza en este momento?{' '}
      <Link to={HARDSHIP_HREF_ES}>Pida la membresía gratis por dificultades económicas</Link>: la
      membresía Básica, gratis por {HARDSHIP_DAYS} días, sin comprobantes y sin tarjeta.
    </>
  ),
  hardship: {
    title: '¿No le alcanza en este momento?',
    rules: (
      <>
        <p>
          Si tiene poco dinero, pida la{' '}
          <strong>membresía Básica, gratis por {HARDSHIP_DAYS} días</strong>: la biblioteca para
          miembros, los paquetes digitales para descargar y la insignia Premium. No tiene que
          mostrar comprobantes ni dar una tarjeta. Si quiere, cuéntenos para qué la necesita.
        </p>
        <ul>
          <li>
            Empieza enseguida y termina automáticamente a los {HARDSHIP_DAYS} días: no tiene que
            cancelar nada.
          </li>
          <li>
            Las cuentas nuevas esperan un día, para que la oferta sea justa. Si su cuenta tiene
            menos de un día, puede pedirla ahora: empezará automáticamente cuando su cuenta cumpla
            un día.
          </li>
          <li>
            Se da una vez por cuenta cada 12 meses. Cuando termine, podrá pedirla otra vez 12 meses
            después del día en que empezó la anterior.
          </li>
          <li>Su cuenta debe tener el correo electrónico confirmado.</li>
          <li>
            Si elige la membresía Básica de pago mientras tiene la Básica gratis, no le cobramos el
            primer pago hasta el día en que iba a terminar su tiempo gratis, así que no pierde ni un
            día. El tiempo gratis es solo para la membresía Básica: la Premium o la VIP se paga
            desde el día en que la elige.
          </li>
        </ul>
      </>
    ),
    signIn: (login, signup) => (
      <>
        <Link to={login}>Inicie sesión</Link> o <Link to={signup}>cree una cuenta gratis</Link>, y
        luego vuelva a esta página para pedirla.
      </>
    ),
    hasGrant: (until) => (
      <>
        <strong>
          Usted tiene la membresía Básica gratis por dificultades económicas
          {until ? `, hasta el ${until}` : ''}.
        </strong>{' '}
        Termina automáticamente: no tiene que cancelar nada.
      </>
    ),
    hasPlan: (tier) => (
      <>
        Usted ya tiene la membresía {tier}, así que no necesita pedir nada. Si ahora le cuesta
        pagar, puede cancelarla en &ldquo;Administrar su membresía&rdquo;, en la página de su
        membresía, y pedir la membresía Básica gratis cuando termine.
      </>
    ),
    granted: (until, next) => (
      <>
        <p>
          <strong>Listo: tiene la membresía Básica gratis hasta el {until}.</strong>
        </p>
        <p>
          Su cuenta ya muestra la insignia Premium, y ya puede usar la biblioteca para miembros y
          los paquetes. Termina automáticamente en esa fecha: no tiene que cancelar nada ni dar una
          tarjeta. Puede volver a pedirla a partir del {next}.
        </p>
        <p>
          <Link to="/es/biblioteca">Abrir la biblioteca de Harbor</Link>
        </p>
      </>
    ),
    scheduled: scheduledMessageEs,
    refusal: refusalMessageEs,
    failures: SERVICE_MESSAGES_ES,
    tooLong: REASON_TOO_LONG_ES,
    action: 'Pedir la membresía Básica gratis',
    submit: `Obtener la membresía Básica gratis por ${HARDSHIP_DAYS} días`,
    errorTitle: 'No pudimos darle la membresía Básica gratis',
    goToReason: 'Ir a “¿Para qué la necesita?”',
    stillHere: 'Lo que escribió sigue aquí.',
    label: '¿Para qué la necesita?',
    hint: 'Unas palabras nos ayudan a entender qué necesitan los miembros. No necesita comprobantes; solo el equipo de Harbor puede leer lo que escriba.',
  },
};
