/**
 * What a failed call tells the visitor, by kind of failure. There are three sets, one for each
 * kind of call, so the sentence fits what the visitor was doing; every data module uses one.
 */
import type { FailureMessages } from './result';

/** Every failed form send ends by saying nothing typed was lost. */
export const KEPT = 'Everything you typed is still here.';

export const NETWORK_FAILURE = `We couldn't reach Harbor, so nothing was sent. Check your connection, then press Retry. ${KEPT}`;
export const REFUSED_FAILURE = `Harbor couldn't accept one of the fields. Please check each field, then press Retry. ${KEPT}`;
/**
 * Too many sends from this connection (the database's per-connection limit, issue 31). Contact
 * messages and stories are often written in a hard moment, so it names 988 (call or text) for
 * anyone who needs to talk to someone now, rather than wait.
 */
export const BUSY_FAILURE = `Too many tries from this connection. Wait a few minutes, then press Retry, or call or text 988 to talk to someone now. ${KEPT}`;
export const SERVER_FAILURE = `Something went wrong on our side, so nothing was sent. Please press Retry in a moment. ${KEPT}`;

/** Sending a form that has a Retry button and keeps what was typed (contact, stories). */
export const SEND_MESSAGES: FailureMessages = {
  network: NETWORK_FAILURE,
  'rate-limited': BUSY_FAILURE,
  invalid: REFUSED_FAILURE,
  forbidden: SERVER_FAILURE,
  'not-found': SERVER_FAILURE,
  server: SERVER_FAILURE,
};

export const SERVICE_UNREACHABLE_MESSAGE =
  "We can't reach the service right now. Please check your connection and try again.";
export const SOMETHING_WENT_WRONG_MESSAGE =
  'Something went wrong on our side. Please try again in a moment.';

/**
 * Reading data and calling Harbor's server functions. A function's own short sentence
 * (`{ "error": "Please sign in to buy a membership." }`) is shown instead when it sends one.
 */
export const SERVICE_MESSAGES: FailureMessages = {
  network: SERVICE_UNREACHABLE_MESSAGE,
  'rate-limited': SOMETHING_WENT_WRONG_MESSAGE,
  invalid: SOMETHING_WENT_WRONG_MESSAGE,
  forbidden: SOMETHING_WENT_WRONG_MESSAGE,
  'not-found': SOMETHING_WENT_WRONG_MESSAGE,
  server: SOMETHING_WENT_WRONG_MESSAGE,
};

/** Every kind of failure, told with one sentence. */
export function sameMessage(message: string): FailureMessages {
  return {
    network: message,
    'rate-limited': message,
    invalid: message,
    forbidden: message,
    'not-found': message,
    server: message,
  };
}
