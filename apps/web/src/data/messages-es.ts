/**
 * messages.ts's SEND_MESSAGES for a Spanish form (issue 25; usted, terms in docs/glossary-es.md):
 * what a failed send says, by kind of failure. Only the Spanish pages' chunks import it.
 */
import type { FailureMessages } from './result';

/** Every failed form send ends by saying nothing typed was lost. */
export const KEPT_ES = 'Todo lo que escribió sigue aquí.';

export const NETWORK_FAILURE_ES = `No se pudo conectar con Harbor, así que no se envió nada. Revise su conexión y presione “Volver a intentar”. ${KEPT_ES}`;
export const REFUSED_FAILURE_ES = `Harbor no pudo aceptar uno de los campos. Revise cada campo y presione “Volver a intentar”. ${KEPT_ES}`;
/** As BUSY_FAILURE: 988 in Spanish (call and press 2, or text AYUDA) for anyone who needs it now. */
export const BUSY_FAILURE_ES = `Hubo demasiados intentos desde esta conexión. Espere unos minutos y presione “Volver a intentar”. Si necesita hablar con alguien ahora, llame al 988 y marque 2, o envíe AYUDA al 988 por mensaje de texto. ${KEPT_ES}`;
export const SERVER_FAILURE_ES = `Algo falló de nuestro lado y no se envió nada. Presione “Volver a intentar” en un momento. ${KEPT_ES}`;

export const SEND_MESSAGES_ES: FailureMessages = {
  network: NETWORK_FAILURE_ES,
  'rate-limited': BUSY_FAILURE_ES,
  invalid: REFUSED_FAILURE_ES,
  forbidden: SERVER_FAILURE_ES,
  'not-found': SERVER_FAILURE_ES,
  server: SERVER_FAILURE_ES,
};

/** A payment that could not start on Harbor's side: nothing was charged. */
const CHECKOUT_SERVER_FAILURE_ES =
  'Algo falló de nuestro lado y no se cobró nada. Intente de nuevo en un momento.';

/**
 * messages.ts's SERVICE_MESSAGES for a payment started from a Spanish page (the checkout's
 * button): nothing was charged when it fails, and the choices on the page are all still there.
 */
export const CHECKOUT_MESSAGES_ES: FailureMessages = {
  network:
    'No se pudo conectar con Harbor, así que no se cobró nada. Revise su conexión e intente de nuevo.',
  'rate-limited':
    'Hubo demasiados intentos desde esta conexión. Espere unos minutos e intente de nuevo. No se cobró nada.',
  invalid:
    'No pudimos empezar el pago con esta cantidad. Revise la cantidad e intente de nuevo. No se cobró nada.',
  forbidden: CHECKOUT_SERVER_FAILURE_ES,
  'not-found': CHECKOUT_SERVER_FAILURE_ES,
  server: CHECKOUT_SERVER_FAILURE_ES,
};

/** A request that failed on Harbor's side, in Spanish (messages.ts's SOMETHING_WENT_WRONG_MESSAGE). */
export const SOMETHING_WENT_WRONG_ES =
  'Algo falló de nuestro lado. Intente de nuevo en un momento.';

/** messages.ts's SERVICE_MESSAGES in Spanish: reading data and calling a function. */
export const SERVICE_MESSAGES_ES: FailureMessages = {
  network: 'No se pudo conectar con Harbor en este momento. Revise su conexión e intente de nuevo.',
  'rate-limited': SOMETHING_WENT_WRONG_ES,
  invalid: SOMETHING_WENT_WRONG_ES,
  forbidden: SOMETHING_WENT_WRONG_ES,
  'not-found': SOMETHING_WENT_WRONG_ES,
  server: SOMETHING_WENT_WRONG_ES,
};
