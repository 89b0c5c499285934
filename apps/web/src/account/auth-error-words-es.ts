import type { AuthErrorWords } from './auth-error-message';

/**
 * A failed sign-in, sign-up or password reset, told in Spanish on the Spanish pages (issue 25):
 * the sentences of @harbor-help/auth's Spanish catalog (packages/auth/src/locales/es.po;
 * auth-error-message.test.ts holds the two together). The app keeps its own copy, as it does of
 * the English, because a lazy page reading the package's catalog reshapes the first load's
 * chunks (+0.37 kB gzip measured).
 */
export const AUTH_ERROR_WORDS_ES: AuthErrorWords = {
  network:
    'No podemos conectarnos con el servicio en este momento. Revise su conexión a internet y vuelva a intentarlo.',
  unknown: 'Algo salió mal. Vuelva a intentarlo.',
  emailNotConfirmed:
    'Primero confirme su correo electrónico: abra el enlace que le enviamos cuando se registró y después inicie sesión.',
  invalidEmail: 'Escriba un correo electrónico como nombre@ejemplo.com.',
  ownWords: {
    invalidCredentials: 'El correo electrónico o la contraseña no son correctos.',
    userAlreadyExists: 'Ya existe una cuenta con este correo electrónico.',
    // The service's English says what to fix; so does the Spanish.
    weakPassword: 'Esa contraseña es demasiado corta o fácil de adivinar. Elija una más larga.',
    rateLimited: 'Le enviamos un correo hace muy poco. Espere un minuto y vuelva a intentarlo.',
    samePassword: 'La contraseña nueva tiene que ser distinta de la que tenía antes.',
  },
};
