/** Messages of the sign-in and sign-up pages beyond the service's own and @harbor/ui's. */
export const MISSING_FULL_NAME_MESSAGE = 'Please enter your full name.';
export const PASSWORD_UPDATED_NOTICE = 'Your password has been updated.';
export const ACCOUNT_CREATED_NOTICE = 'Welcome to Harbor! Your account has been created.';
export const IDLE_SIGNED_OUT_NOTICE = 'You were signed out after 15 minutes without activity.';

/** The query parameter a sign-up confirmation link carries back when asked on a shared computer. */
export const SHARED_COMPUTER_PARAM = 'shared-computer';
