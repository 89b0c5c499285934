import { describe, expect, it } from 'vitest';
import {
  findIdentifyingDetails,
  redactAll,
  redactSpans,
  type IdentifyingKind,
} from './identifying-details';

const found = (text: string) =>
  findIdentifyingDetails(text).map((span) => [span.kind, span.text] as [IdentifyingKind, string]);

describe('findIdentifyingDetails', () => {
  describe('names', () => {
    it('finds a name after "my name is", with the surname', () => {
      expect(found('Hi, my name is Maria Lopez and I was evicted last spring.')).toEqual([
        ['name', 'Maria Lopez'],
      ]);
    });

    it('finds a name after "I\'m", but not a feeling or a nationality', () => {
      expect(found("I'm Deshawn, and I slept in a bus station for two weeks.")).toEqual([
        ['name', 'Deshawn'],
      ]);
      expect(found("I'm Not proud of it. I'm American and I'm Still here.")).toEqual([]);
    });

    it('finds names after a title or a relation word', () => {
      expect(
        found('Officer Reyes drove me to the shelter, and Dr. Patel saw me the next day.'),
      ).toEqual([
        ['name', 'Reyes'],
        ['name', 'Patel'],
      ]);
      expect(found('My caseworker, Tanisha Brooks, never gave up on my son Ezequiel.')).toEqual([
        ['name', 'Tanisha Brooks'],
        ['name', 'Ezequiel'],
      ]);
    });

    it('finds a common given name anywhere, and a Spanish "me llamo"', () => {
      expect(found('When Carlos lost his job we stopped paying rent.')).toEqual([
        ['name', 'Carlos'],
      ]);
      expect(found('Me llamo Guadalupe y tengo tres hijos.')).toEqual([['name', 'Guadalupe']]);
    });

    it('does not flag ordinary capitalised words or words that are also names', () => {
      expect(
        found('Hope is what kept me going. May was the worst month. Grace from strangers helped.'),
      ).toEqual([]);
      expect(found('The Food Bank on campus and Harbor helped me more than I can say.')).toEqual(
        [],
      );
    });
  });

  describe('places', () => {
    it('finds street addresses, with or without a number', () => {
      expect(found('We lived at 1432 N. Maple Avenue, Apt 3 until the fire.')).toEqual([
        ['place', '1432 N. Maple Avenue, Apt 3'],
      ]);
      expect(found('I slept behind the laundromat on Elm Street for a month.')).toEqual([
        ['place', 'Elm Street'],
      ]);
    });

    it('finds ZIP codes after a state or named, UK postcodes, and a town after "I live in"', () => {
      expect(found('Our old place was in Fresno, CA 93701.')).toEqual([['place', 'CA 93701']]);
      expect(found('The pantry for zip code 60623 is open Saturdays.')).toEqual([
        ['place', '60623'],
      ]);
      expect(found('The clinic at SW1A 1AA was kind to me.')).toEqual([['place', 'SW1A 1AA']]);
      expect(found('I grew up in San Antonio and moved to Dayton after the divorce.')).toEqual([
        ['place', 'San Antonio'],
        ['place', 'Dayton'],
      ]);
    });

    it('does not flag amounts or years as ZIP codes', () => {
      expect(found('I owed 12000 dollars by 2019, and 45000 by the end.')).toEqual([]);
    });
  });

  describe('phone numbers and emails', () => {
    it('finds phone numbers written in the usual ways', () => {
      expect(found('Call me at (555) 201-3344 or text 555.201.3345.')).toEqual([
        ['phone', '(555) 201-3344'],
        ['phone', '555.201.3345'],
      ]);
      expect(found('My cousin in London is on +44 20 7946 0958.')).toEqual([
        ['phone', '+44 20 7946 0958'],
      ]);
    });

    it('does not flag years, short numbers or money as phone numbers', () => {
      expect(
        found('From 2015 2018 I moved 3 times and paid $1,200 a month for 12 months.'),
      ).toEqual([]);
    });

    it('finds email addresses', () => {
      expect(found('Write to jordan.p.hale@example.org if you went through this too.')).toEqual([
        ['email', 'jordan.p.hale@example.org'],
      ]);
    });
  });

  describe('dates of birth', () => {
    it('finds a date after "born", "DOB" or "date of birth", but not other dates', () => {
      expect(found('I was born on March 3, 1990 and left home at 16.')).toEqual([
        ['date-of-birth', 'March 3, 1990'],
      ]);
      expect(found('DOB: 04/11/1987. I was diagnosed in June 2020.')).toEqual([
        ['date-of-birth', '04/11/1987'],
      ]);
      expect(found('My date of birth is 12 August 1979.')).toEqual([
        ['date-of-birth', '12 August 1979'],
      ]);
      expect(found('On March 3, 2021 I finally signed a lease.')).toEqual([]);
    });
  });

  it('gives spans that point into the text', () => {
    const text = 'My name is Ana. Email ana@example.com or call 415-555-0199.';
    for (const span of findIdentifyingDetails(text))
      expect(text.slice(span.start, span.end)).toBe(span.text);
  });
});

describe('redaction', () => {
  it('replaces every finding with its placeholder', () => {
    expect(
      redactAll(
        'My name is Maria Lopez, I live at 22 Oak Street, call 555-201-3344 or maria@example.com. I was born on 1/2/1985.',
      ),
    ).toBe(
      'My name is [name], I live at [place], call [phone] or [email]. I was born on [date of birth].',
    );
  });

  it('redacts one finding and leaves the others', () => {
    const text = 'Call Carlos on 555-201-3344.';
    const spans = findIdentifyingDetails(text);
    const phone = spans.filter((span) => span.kind === 'phone');
    expect(redactSpans(text, phone)).toBe('Call Carlos on [phone].');
  });

  it('leaves a text without findings as it is', () => {
    const text = 'The food bank and a night shelter got me through that winter.';
    expect(redactAll(text)).toBe(text);
  });
});
