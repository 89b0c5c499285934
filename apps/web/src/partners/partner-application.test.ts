import { describe, expect, it } from 'vitest';
import { checkPartnerApplication, toPartnerApplicationRow } from './partner-application';
import { PARTNER_FORM_WORDS_ES } from './partner-words-es';

const good = {
  fullName: 'Rosa Diaz',
  email: 'rosa@example.org',
  organization: '',
  website: '',
  audience: 'We run a weekly drop-in for renters facing eviction.',
};

describe('checkPartnerApplication', () => {
  it('accepts a complete application without the optional fields', () => {
    expect(checkPartnerApplication(good)).toEqual({});
  });

  it('names each field that needs attention', () => {
    expect(
      checkPartnerApplication({
        fullName: ' ',
        email: 'rosa',
        organization: 'x'.repeat(201),
        website: 'example.org',
        audience: 'Short.',
      }),
    ).toEqual({
      fullName: 'Enter your name.',
      email: 'Enter an email address like name@example.com.',
      organization: 'Use 200 characters or fewer for the organization.',
      website: 'Enter a full web address starting with https://, or leave it empty.',
      audience: 'Tell us a little more: at least 20 characters.',
    });
  });

  it('keeps to the one email rule: up to 254 characters', () => {
    const long = `${'a'.repeat(242)}@example.org`;
    expect(checkPartnerApplication({ ...good, email: long }).email).toBeUndefined();
    expect(checkPartnerApplication({ ...good, email: `a${long}` }).email).toBe(
      'Enter an email address like name@example.com.',
    );
  });

  it('accepts a web address with https', () => {
    expect(checkPartnerApplication({ ...good, website: 'https://example.org/us' })).toEqual({});
  });

  it('refuses a web address that is not http or https', () => {
    expect(
      checkPartnerApplication({ ...good, website: 'javascript:alert(1)' }).website,
    ).toBeDefined();
  });

  it('refuses a description over 2000 characters', () => {
    expect(checkPartnerApplication({ ...good, audience: 'x'.repeat(2001) }).audience).toBe(
      'Please keep it under 2000 characters.',
    );
  });
});

describe('toPartnerApplicationRow', () => {
  it('trims every field and stores empty optional fields as null', () => {
    expect(
      toPartnerApplicationRow({ ...good, fullName: ' Rosa Diaz ', organization: '  ' }),
    ).toEqual({
      full_name: 'Rosa Diaz',
      email: 'rosa@example.org',
      organization: null,
      website: null,
      audience: 'We run a weekly drop-in for renters facing eviction.',
      language: 'en',
    });
  });

  it('keeps the language the form was written in, for the team to answer in', () => {
    expect(toPartnerApplicationRow(good, 'es').language).toBe('es');
  });
});

describe('checkPartnerApplication in Spanish (issue 25)', () => {
  it('says what is wrong with each field in the words it is given', () => {
    expect(
      checkPartnerApplication(
        { fullName: '', email: '', organization: '', website: 'example.org', audience: 'Corto.' },
        PARTNER_FORM_WORDS_ES.rules,
      ),
    ).toEqual({
      fullName: 'Escriba su nombre.',
      email: 'Escriba su correo electrónico.',
      website: 'Escriba la dirección web completa, empezando con https://, o déjela en blanco.',
      audience: 'Cuéntenos un poco más: al menos 20 caracteres.',
    });
    expect(
      checkPartnerApplication({ ...good, email: 'rosa@' }, PARTNER_FORM_WORDS_ES.rules).email,
    ).toBe('Escriba su correo electrónico completo, por ejemplo: nombre@ejemplo.com.');
  });
});
