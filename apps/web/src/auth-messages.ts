/** Messages of the sign-in and sign-up pages beyond the service's own and @harbor/ui's. */
export const MISSING_FULL_NAME_MESSAGE = 'Please enter your full name.';
export const PASSWORD_UPDATED_NOTICE = 'Your password has been updated.';
export const ACCOUNT_CREATED_NOTICE = 'Welcome to Harbor! Your account has been created.';
