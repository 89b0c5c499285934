/**
 * What the app shell needs of the account pages' words (it is in the first load; the sign-in and
 * sign-up pages' own messages are in their pages).
 */
export const IDLE_SIGNED_OUT_NOTICE = 'You were signed out after 15 minutes without activity.';

/** The query parameter a sign-up confirmation link carries back when asked on a shared computer. */
export const SHARED_COMPUTER_PARAM = 'shared-computer';
