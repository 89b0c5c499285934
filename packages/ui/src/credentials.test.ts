import { describe, expect, it } from 'vitest';
import { MISSING_CREDENTIALS_MESSAGE, hasCredentials } from './credentials';

describe('hasCredentials', () => {
  it('accepts an email with a password', () => {
    expect(hasCredentials('sam@harbor.test', 'secret')).toBe(true);
  });

  it('refuses an empty email', () => {
    expect(hasCredentials('', 'secret')).toBe(false);
  });

  it('refuses an email of only spaces', () => {
    expect(hasCredentials('   ', 'secret')).toBe(false);
  });

  it('refuses an empty password', () => {
    expect(hasCredentials('sam@harbor.test', '')).toBe(false);
  });

  it('accepts a password of spaces (passwords are taken as typed)', () => {
    expect(hasCredentials('sam@harbor.test', '   ')).toBe(true);
  });
});

describe('MISSING_CREDENTIALS_MESSAGE', () => {
  it('is the authentication service message, word for word', () => {
    expect(MISSING_CREDENTIALS_MESSAGE).toBe(
      'You must provide either an email or phone number and a password',
    );
  });
});
