import { authErrorMessageIn } from '../auth-error-message';
import { AUTH_ERROR_WORDS_ES } from '../auth-error-words-es';
import { DeviceSafetyDetailsEs } from '../quick-exit-limits-es';
// Through the English page's module, so the page's parts stay in that page's chunk.
import { Login, type LoginWords } from './login';

/**
 * /es/iniciar-sesion (issue 25): /login for Spanish speakers (usted; terms in
 * docs/glossary-es.md), with its reset (`?mode=reset`) and new password (`?mode=update`, where
 * the reset email's link lands). The forms' words are the kit's Spanish (the Spanish layout's
 * `UiLocaleProvider`); a failed sign-in is told in Spanish (auth-error-words-es.ts).
 */
export const LOGIN_WORDS_ES: LoginWords = {
  loginPath: '/es/iniciar-sesion',
  homePath: '/es',
  description:
    'Inicie sesión en Harbor con su correo electrónico y su contraseña, o pida un enlace para elegir una contraseña nueva.',
  signIn: {
    pageTitle: 'Iniciar sesión',
    title: 'Iniciar sesión en Harbor',
    intro: 'Inicie sesión para seguir donde se quedó: su membresía y sus recursos le esperan.',
  },
  signUpLink: { label: 'Crear una cuenta', href: '/es/crear-cuenta' },
  resetRequest: {
    pageTitle: 'Cambiar su contraseña',
    title: 'Cambiar su contraseña',
    intro:
      'Escriba el correo electrónico con el que creó su cuenta y le enviaremos un enlace para elegir una contraseña nueva. A cualquiera se le puede olvidar.',
  },
  expiredLink: {
    pageTitle: 'El enlace ya no sirve',
    title: 'Este enlace para cambiar la contraseña ya no sirve',
    intro:
      'Cada enlace sirve una sola vez y por poco tiempo. Escriba su correo electrónico y le enviaremos uno nuevo.',
  },
  remembered: '¿Ya se acordó de su contraseña?',
  backToSignIn: 'Iniciar sesión',
  newPassword: {
    pageTitle: 'Elija una contraseña nueva',
    title: 'Elija una contraseña nueva',
    intro:
      'Elija una contraseña que no use en ningún otro sitio. Cuando la guarde, su sesión seguirá abierta y le llevaremos a la página principal.',
  },
  passwordUpdated: 'Su contraseña nueva quedó guardada.',
  missingCredentials: 'Escriba su correo electrónico y su contraseña.',
  authError: (error) => authErrorMessageIn(AUTH_ERROR_WORDS_ES, error),
  deviceSafety: <DeviceSafetyDetailsEs />,
};

export default function LoginSpanishPage() {
  return <Login words={LOGIN_WORDS_ES} />;
}
