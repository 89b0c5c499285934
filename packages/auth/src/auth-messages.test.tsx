import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthProvider, useAuthErrorMessage } from './auth-provider';
import { authErrorMessage, isAuthLocaleLoaded, loadAuthLocale } from './auth-messages';

const networkDown = new TypeError('Failed to fetch');
const notConfirmed = {
  name: 'AuthApiError',
  code: 'email_not_confirmed',
  message: 'Email not confirmed',
  status: 400,
};
const badEmail = {
  code: 'validation_failed',
  message: 'Unable to validate email address: invalid format',
  status: 400,
};
const wrongPassword = {
  code: 'invalid_credentials',
  message: 'Invalid login credentials',
  status: 400,
};
const weakPassword = {
  code: 'weak_password',
  message: 'Password should be at least 6 characters.',
  status: 422,
};
const tooSoon = {
  code: 'over_email_send_rate_limit',
  message: 'email rate limit exceeded',
  status: 429,
};
const samePassword = {
  code: 'same_password',
  message: 'New password should be different from the old password.',
  status: 422,
};
const otherError = {
  code: 'over_request_rate_limit',
  message: 'Request rate limit reached',
  status: 429,
};

describe('authErrorMessage', () => {
  it("says in English what happened, in the spec's words, and the service's own words otherwise", () => {
    expect(authErrorMessage(networkDown)).toBe(
      "We can't reach the service right now. Please check your connection and try again.",
    );
    expect(authErrorMessage(notConfirmed)).toBe(
      'Please confirm your email address first: open the link we sent you when you signed up, then sign in.',
    );
    expect(authErrorMessage(badEmail)).toBe('Enter an email address like name@example.com.');
    expect(authErrorMessage(wrongPassword)).toBe('Invalid login credentials');
    expect(authErrorMessage(otherError)).toBe('Request rate limit reached');
    // What to fix, in the service's own words, which may name the project's own limits.
    expect(authErrorMessage(weakPassword)).toBe('Password should be at least 6 characters.');
    expect(authErrorMessage(tooSoon)).toBe('email rate limit exceeded');
    expect(authErrorMessage(samePassword)).toBe(
      'New password should be different from the old password.',
    );
    expect(authErrorMessage(undefined)).toBe('Something went wrong. Please try again.');
  });

  it('says it in Spanish once loaded, never passing on the English of the service', async () => {
    await loadAuthLocale('es');
    expect(isAuthLocaleLoaded('es')).toBe(true);
    expect(authErrorMessage(networkDown, 'es')).toMatch(/^No podemos conectarnos/);
    expect(authErrorMessage(wrongPassword, 'es')).toBe(
      'El correo electrónico o la contraseña no son correctos.',
    );
    expect(authErrorMessage(otherError, 'es')).toBe('Algo salió mal. Vuelva a intentarlo.');
  });

  it('in Spanish, still says what to fix: a weak password, an email asked for too soon, the same password', async () => {
    await loadAuthLocale('es');
    expect(authErrorMessage(weakPassword, 'es')).toBe(
      'Esa contraseña es demasiado corta o fácil de adivinar. Elija una más larga.',
    );
    expect(authErrorMessage(tooSoon, 'es')).toBe(
      'Le enviamos un correo hace muy poco. Espere un minuto y vuelva a intentarlo.',
    );
    expect(authErrorMessage(samePassword, 'es')).toBe(
      'La contraseña nueva tiene que ser distinta de la que tenía antes.',
    );
  });
});

function Message({ error }: { error: unknown }) {
  const message = useAuthErrorMessage();
  return <p>{message(error)}</p>;
}

describe('useAuthErrorMessage', () => {
  it("speaks the AuthProvider's locale", async () => {
    render(
      <AuthProvider
        locale="es"
        loadClient={() => new Promise(() => {})}
        hasStoredSession={() => false}
      >
        <Message error={wrongPassword} />
      </AuthProvider>,
    );
    const spanish = 'El correo electrónico o la contraseña no son correctos.';
    expect((await screen.findByText(spanish)).textContent).toBe(spanish);
  });

  it('speaks English outside a provider', () => {
    render(<Message error={badEmail} />);
    expect(screen.getByRole('paragraph').textContent).toBe(
      'Enter an email address like name@example.com.',
    );
  });
});
