import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { authErrorMessage, loadAuthLocale } from '@harbor-help/auth';
import { AUTH_ERROR_WORDS_ES } from './auth-error-words-es';
import {
  authErrorMessageIn,
  EMAIL_NOT_CONFIRMED_MESSAGE,
  getAuthErrorMessage,
  INVALID_EMAIL_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from './auth-error-message';

describe('getAuthErrorMessage', () => {
  it('says the service cannot be reached in the words of the brief', () => {
    expect(NETWORK_ERROR_MESSAGE).toBe(
      "We can't reach the service right now. Please check your connection and try again.",
    );
  });

  describe('given a network failure', () => {
    it.each([
      ['an auth-js retryable fetch error', new AuthRetryableFetchError('Failed to fetch', 0)],
      ['an error with status 0', Object.assign(new Error('fetch failed'), { status: 0 })],
      ['a timeout', new DOMException('The request took longer than 10 s.', 'TimeoutError')],
      ['an abort', new DOMException('The operation was aborted.', 'AbortError')],
      ['a TypeError from fetch', new TypeError('Failed to fetch')],
    ])('shows the network message for %s', (_label, error) => {
      expect(getAuthErrorMessage(error)).toBe(NETWORK_ERROR_MESSAGE);
    });
  });

  describe("given the service's answer", () => {
    it('shows its message', () => {
      expect(
        getAuthErrorMessage(
          new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
        ),
      ).toBe('Invalid login credentials');
    });

    it('asks to check an email address the service cannot accept (a null character, say)', () => {
      expect(
        getAuthErrorMessage(
          new AuthApiError(
            'Unable to validate email address: invalid format',
            400,
            'validation_failed',
          ),
        ),
      ).toBe(INVALID_EMAIL_MESSAGE);
    });

    it('shows the message for text it cannot store in a password or a name', () => {
      const message =
        'Password contains a character that cannot be used (a null character or half of an emoji). Please remove it and try again.';
      expect(getAuthErrorMessage(new AuthApiError(message, 400, 'validation_failed'))).toBe(
        message,
      );
    });

    it('says what to do when the email is not confirmed yet', () => {
      expect(
        getAuthErrorMessage(new AuthApiError('Email not confirmed', 400, 'email_not_confirmed')),
      ).toBe(EMAIL_NOT_CONFIRMED_MESSAGE);
    });
  });

  describe('given something without a message', () => {
    it('shows a general message', () => {
      expect(getAuthErrorMessage({})).toBe(UNKNOWN_ERROR_MESSAGE);
      expect(getAuthErrorMessage(new Error('   '))).toBe(UNKNOWN_ERROR_MESSAGE);
      expect(getAuthErrorMessage('boom')).toBe(UNKNOWN_ERROR_MESSAGE);
    });
  });
});

describe('in Spanish (issue 25)', () => {
  const cases: [string, unknown][] = [
    ['a network failure', new AuthRetryableFetchError('Failed to fetch', 0)],
    ['an unconfirmed email', new AuthApiError('Email not confirmed', 400, 'email_not_confirmed')],
    [
      'an address the service cannot read',
      new AuthApiError(
        'Unable to validate email address: invalid format',
        400,
        'validation_failed',
      ),
    ],
    ['a wrong password', new AuthApiError('Invalid login credentials', 400, 'invalid_credentials')],
    [
      'an address already registered',
      new AuthApiError('User already registered', 422, 'user_already_exists'),
    ],
    ['anything else', new AuthApiError('Signups not allowed for this instance', 422, 'x')],
    ['not even an error', 'nothing'],
  ];

  it.each(cases)(
    'says %s in the words of @harbor-help/auth’s Spanish catalog',
    async (_, error) => {
      await loadAuthLocale('es');
      const said = authErrorMessageIn(AUTH_ERROR_WORDS_ES, error);
      expect(said).toBe(authErrorMessage(error, 'es'));
      expect(said).not.toBe(getAuthErrorMessage(error));
    },
  );

  it.each([
    [
      'a password too short',
      new AuthApiError('Password should be at least 6 characters.', 422, 'weak_password'),
    ],
    [
      'an email sent again too soon',
      new AuthApiError('email rate limit exceeded', 429, 'over_email_send_rate_limit'),
    ],
    [
      'the same password again',
      new AuthApiError(
        'New password should be different from the old password.',
        422,
        'same_password',
      ),
    ],
  ])('says what to fix for %s, as the English does in the service’s words', async (_, error) => {
    await loadAuthLocale('es');
    expect(authErrorMessageIn(AUTH_ERROR_WORDS_ES, error)).toBe(authErrorMessage(error, 'es'));
    expect(authErrorMessageIn(AUTH_ERROR_WORDS_ES, error)).not.toBe(
      'Algo salió mal. Vuelva a intentarlo.',
    );
    expect(getAuthErrorMessage(error)).toBe(error.message);
  });

  it('never shows the service’s English', () => {
    expect(
      authErrorMessageIn(
        AUTH_ERROR_WORDS_ES,
        new AuthApiError('Signups not allowed for this instance', 422, 'x'),
      ),
    ).toBe('Algo salió mal. Vuelva a intentarlo.');
  });
});
