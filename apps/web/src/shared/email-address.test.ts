import { describe, expect, it } from 'vitest';
import {
  EMAIL_FORMAT_MESSAGE,
  EMAIL_MAX_LENGTH,
  EMAIL_REQUIRED_MESSAGE,
  checkEmailAddress,
  emailProblem,
  isEmailAddress,
} from './email-address';

/** An address of exactly `length` characters: local part of a's, then @example.org. */
function addressOfLength(length: number): string {
  const domain = '@example.org';
  return 'a'.repeat(length - domain.length) + domain;
}

describe('emailProblem', () => {
  it('accepts an ordinary address, with spaces around it', () => {
    expect(emailProblem('rosa@example.org')).toBeNull();
    expect(emailProblem('  rosa.diaz+news@mail.example.co.uk ')).toBeNull();
  });

  it('calls an empty or blank field missing', () => {
    expect(emailProblem('')).toBe('missing');
    expect(emailProblem('   ')).toBe('missing');
  });

  it('caps an address at 254 characters, RFC 5321’s limit', () => {
    expect(EMAIL_MAX_LENGTH).toBe(254);
    expect(emailProblem(addressOfLength(254))).toBeNull();
    expect(emailProblem(addressOfLength(255))).toBe('too-long');
    expect(emailProblem(` ${addressOfLength(254)} `)).toBeNull();
  });

  it('refuses what is not an address', () => {
    for (const value of [
      'rosa',
      'rosa@',
      '@example.org',
      'rosa@example',
      'ro sa@example.org',
      'rosa@example.o',
      'rosa@example.org.',
      'rosa@@example.org',
    ]) {
      expect(emailProblem(value), value).toBe('format');
      expect(isEmailAddress(value), value).toBe(false);
    }
  });
});

describe('checkEmailAddress', () => {
  it('is null for a usable address', () => {
    expect(checkEmailAddress(' rosa@example.org ')).toBeNull();
  });

  it('asks for an address when the field is empty', () => {
    expect(checkEmailAddress('  ')).toBe(EMAIL_REQUIRED_MESSAGE);
  });

  it('shows the format message for a malformed or over-long address', () => {
    expect(checkEmailAddress('rosa@example')).toBe(EMAIL_FORMAT_MESSAGE);
    expect(checkEmailAddress(addressOfLength(255))).toBe(EMAIL_FORMAT_MESSAGE);
  });
});
