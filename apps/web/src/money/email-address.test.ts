import { describe, expect, it } from 'vitest';
import { EMAIL_FORMAT_MESSAGE, EMAIL_REQUIRED_MESSAGE, checkEmailAddress } from './email-address';

describe('checkEmailAddress', () => {
  it('accepts an ordinary address, with spaces around it', () => {
    expect(checkEmailAddress('rosa@example.org')).toBeNull();
    expect(checkEmailAddress('  rosa.diaz+news@mail.example.co.uk ')).toBeNull();
  });

  it('asks for an address when the field is empty', () => {
    expect(checkEmailAddress('  ')).toBe(EMAIL_REQUIRED_MESSAGE);
  });

  it('refuses what is not an address', () => {
    for (const value of [
      'rosa',
      'rosa@',
      '@example.org',
      'rosa@example',
      'ro sa@example.org',
      'rosa@example.o',
    ]) {
      expect(checkEmailAddress(value), value).toBe(EMAIL_FORMAT_MESSAGE);
    }
  });
});
