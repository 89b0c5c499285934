import { authErrorMessageIn } from '../auth-error-message';
import { AUTH_ERROR_WORDS_ES } from '../auth-error-words-es';
// Through the English page's module, so the page's parts stay in that page's chunk.
import { Signup, type SignupWords } from './signup';

/**
 * /es/crear-cuenta (issue 25): /signup for Spanish speakers (usted; terms in
 * docs/glossary-es.md). The account is created with `locale: 'es'` in its metadata, so its
 * confirmation and reset emails come in Spanish (supabase/templates). The form's words are the
 * kit's Spanish; a failed sign-up is told in Spanish (auth-error-words-es.ts).
 */
export const SIGNUP_WORDS_ES: SignupWords = {
  locale: 'es',
  loginPath: '/es/iniciar-sesion',
  homePath: '/es',
  description:
    'Cree su cuenta gratuita de Harbor. La cuenta guarda su membresía y le permite seguir donde se quedó. Nunca compartimos sus datos.',
  pageTitle: 'Crear una cuenta',
  title: 'Cree su cuenta gratuita',
  intro:
    'Únase a una comunidad que le entiende. Con una cuenta, su membresía queda guardada y puede seguir donde se quedó. Es gratis y nunca compartimos sus datos.',
  signInLink: { label: 'Iniciar sesión', href: '/es/iniciar-sesion' },
  missingCredentials: 'Escriba su correo electrónico y una contraseña.',
  missingFullName: 'Escriba su nombre completo.',
  accountCreated: 'Le damos la bienvenida a Harbor. Su cuenta ya está lista.',
  authError: (error) => authErrorMessageIn(AUTH_ERROR_WORDS_ES, error),
  checkEmail: {
    pageTitle: 'Revise su correo electrónico',
    title: 'Revise su correo electrónico',
    intro: (email) => (
      <>
        Le enviamos un enlace a {email}. Ábralo para confirmar su correo y terminar de crear su
        cuenta.
      </>
    ),
    linkSignsIn:
      'Al abrir el enlace, su sesión quedará iniciada. Después podrá iniciar sesión con su correo electrónico y su contraseña.',
    nothingThere:
      '¿No le llegó después de unos minutos? Revise la carpeta de correo no deseado (spam) y asegúrese de que el correo electrónico de arriba esté bien escrito.',
    sentAgain: (email) =>
      `Le enviamos un enlace nuevo a ${email}. Solo sirve el enlace más reciente.`,
    sending: 'Enviando…',
    sendAgain: 'Enviar el enlace otra vez',
    useAnother: 'Usar otro correo electrónico',
    alreadyConfirmed: '¿Ya confirmó su correo?',
    signIn: 'Iniciar sesión',
  },
};

export default function SignupSpanishPage() {
  return <Signup words={SIGNUP_WORDS_ES} />;
}
