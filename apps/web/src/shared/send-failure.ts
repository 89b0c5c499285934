/** What a failed send tells the visitor. Every message ends by saying nothing typed was lost. */
export const KEPT = 'Everything you typed is still here.';

export const NETWORK_FAILURE = `We couldn't reach Harbor, so nothing was sent. Check your connection, then press Retry. ${KEPT}`;
export const REFUSED_FAILURE = `Harbor couldn't accept one of the fields. Please check each field, then press Retry. ${KEPT}`;
export const BUSY_FAILURE = `Lots of messages were sent from here in a short time. Please wait a minute, then press Retry. ${KEPT}`;
export const SERVER_FAILURE = `Something went wrong on our side, so nothing was sent. Please press Retry in a moment. ${KEPT}`;

export type SendResult = { ok: true } | { ok: false; message: string };

/**
 * The message for a failed insert, from the HTTP status supabase-js reports (0 when the request
 * never got an answer: offline, timed out, blocked) and the Postgres error code when there is one.
 */
export function describeSendFailure(status: number, code?: string | null): string {
  if (status === 0) return NETWORK_FAILURE;
  if (status === 429) return BUSY_FAILURE;
  // Check, not-null and too-long violations: the form's own checks should have caught these.
  if (code === '23514' || code === '23502' || code === '22001' || status === 400)
    return REFUSED_FAILURE;
  return SERVER_FAILURE;
}
