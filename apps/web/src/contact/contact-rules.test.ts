import { describe, expect, it } from 'vitest';
import { CONTACT_FORM_WORDS_ES } from './contact-words-es';
import {
  CONTACT_LIMITS,
  REPORT_PROMPTS,
  reportMessage,
  reportedListing,
  toContactRow,
  validateContact,
  type ContactValues,
} from './contact-rules';

const valid: ContactValues = {
  name: 'Sam Rivera',
  email: 'sam@example.com',
  topic: 'question',
  message: 'Where can I find the worksheets?',
};

describe('validateContact', () => {
  it('accepts a complete message', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('asks for every missing field', () => {
    expect(validateContact({ name: ' ', email: '', topic: '', message: '' })).toEqual({
      name: 'Enter your name, or the name you would like us to use.',
      email: 'Enter your email address, so we can reply.',
      topic: 'Choose what your message is about.',
      message: 'Write a little more: at least 10 characters.',
    });
  });

  it.each(['sam', 'sam@', 'sam@example', '@example.com', 'sam @example.com'])(
    'refuses the email %s',
    (email) => {
      expect(validateContact({ ...valid, email }).email).toBe(
        'Enter an email address like name@example.com.',
      );
    },
  );

  it('refuses a topic that is not in the list', () => {
    expect(validateContact({ ...valid, topic: 'spam' }).topic).toBe(
      'Choose what your message is about.',
    );
  });

  it('explains the length limit on an address over 254 characters', () => {
    const long = `${'a'.repeat(242)}@example.org`;
    expect(validateContact({ ...valid, email: long }).email).toBeUndefined();
    expect(validateContact({ ...valid, email: `a${long}` }).email).toBe(
      'An email address can be up to 254 characters.',
    );
  });

  it('refuses a name and a message over their limits', () => {
    const errors = validateContact({
      ...valid,
      name: 'n'.repeat(CONTACT_LIMITS.name + 1),
      message: 'm'.repeat(CONTACT_LIMITS.message + 1),
    });
    expect(errors.name).toBe('Your name can be up to 100 characters.');
    expect(errors.message).toBe('Your message can be up to 5,000 characters. Please shorten it.');
  });

  it('accepts a name and a message exactly at their limits', () => {
    expect(
      validateContact({
        ...valid,
        name: 'n'.repeat(CONTACT_LIMITS.name),
        message: 'm'.repeat(CONTACT_LIMITS.message),
      }),
    ).toEqual({});
  });

  it('counts the message without the spaces around it', () => {
    expect(validateContact({ ...valid, message: '   Hello you!   ' }).message).toBeUndefined();
    expect(validateContact({ ...valid, message: '   Short     ' }).message).toBe(
      'Write a little more: at least 10 characters.',
    );
  });
});

describe('toContactRow', () => {
  it('trims the text and sends only the columns visitors may write', () => {
    expect(
      toContactRow({
        name: ' Sam ',
        email: ' sam@example.com ',
        topic: 'other',
        message: ' Hello there! ',
      }),
    ).toEqual({
      name: 'Sam',
      email: 'sam@example.com',
      topic: 'other',
      message: 'Hello there!',
      language: 'en',
    });
  });

  it('refuses a report left unfinished in the other language (the forms share one draft)', () => {
    const english = `About NAMI HelpLine (nami-helpline).\n${REPORT_PROMPTS.en}`;
    expect(
      validateContact({ ...valid, topic: 'wrong-fact', message: english }, CONTACT_FORM_WORDS_ES)
        .message,
    ).toBe('Cuéntenos lo que vio, después de “What I saw:”.');
    const spanish = `Sobre NAMI HelpLine (nami-helpline).\n${REPORT_PROMPTS.es}`;
    expect(validateContact({ ...valid, topic: 'wrong-fact', message: spanish }).message).toBe(
      'Tell us what you saw, after “Lo que vi:”.',
    );
  });

  it("keeps the form's language, for the team to answer in (issue 25)", () => {
    expect(toContactRow(valid, null, 'es').language).toBe('es');
  });
});

describe('a report of a problem with a listing', () => {
  const listing = {
    id: '988-lifeline',
    about: '988 Suicide & Crisis Lifeline',
    shown: 'Call 988; Text 988',
  };

  it('reads the listing from the link, and only a real id', () => {
    expect(
      reportedListing(
        new URLSearchParams(
          'topic=wrong-fact&listing=988-lifeline&about=988+Suicide+%26+Crisis+Lifeline&shown=Call+988%3B+Text+988',
        ),
      ),
    ).toEqual(listing);
    expect(reportedListing(new URLSearchParams('listing=gb-samaritans'))).toEqual({
      id: 'gb-samaritans',
      about: 'gb-samaritans',
      shown: '',
    });
    expect(reportedListing(new URLSearchParams('listing=%3Cscript%3E'))).toBeNull();
    expect(reportedListing(new URLSearchParams('topic=wrong-fact'))).toBeNull();
    expect(reportedListing(new URLSearchParams(`listing=${'a'.repeat(81)}`))).toBeNull();
  });

  it('starts the message with the listing and what Harbor shows, and asks for what was seen', () => {
    const message = reportMessage(listing);
    expect(message).toBe(
      'About 988 Suicide & Crisis Lifeline (988-lifeline).\nWhat Harbor shows: Call 988; Text 988\nWhat I saw: ',
    );
    expect(validateContact({ ...valid, topic: 'wrong-fact', message }).message).toBe(
      'Tell us what you saw, after “What I saw:”.',
    );
    expect(
      validateContact({ ...valid, topic: 'wrong-fact', message: `${message}The number is wrong.` }),
    ).toEqual({});
  });

  it('stores the listing id with a wrong-fact report that still names it, and never otherwise', () => {
    const message = `${reportMessage(listing)}The number is wrong.`;
    expect(toContactRow({ ...valid, topic: 'wrong-fact', message }, '988-lifeline')).toMatchObject({
      topic: 'wrong-fact',
      listing_id: '988-lifeline',
    });
    expect(
      toContactRow({ ...valid, topic: 'question', message }, '988-lifeline'),
    ).not.toHaveProperty('listing_id');
    expect(
      toContactRow(
        { ...valid, topic: 'wrong-fact', message: 'Something else entirely.' },
        '988-lifeline',
      ),
    ).not.toHaveProperty('listing_id');
    expect(
      toContactRow({ ...valid, topic: 'wrong-fact', message }, 'Not An Id'),
    ).not.toHaveProperty('listing_id');
  });
});
