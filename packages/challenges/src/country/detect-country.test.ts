import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries';
import { countryOfTimeZone, detectCountry, regionOfLanguage } from './detect-country';

const KNOWN = COUNTRIES.map((country) => country.code);

describe('detectCountry', () => {
  it.each([
    [['en-GB', 'en'], 'Europe/London', 'GB'],
    [['es-MX', 'es'], 'America/Mexico_City', 'MX'],
    [['fr-CA', 'fr'], 'America/Toronto', 'CA'],
    [['de-DE', 'de'], 'Europe/Berlin', 'DE'],
    [['en-US'], 'America/Chicago', 'US'],
    [['en-AU'], 'Australia/Sydney', 'AU'],
    [['en-IE'], 'Europe/Dublin', 'IE'],
  ])('finds the country from %j and %s', (languages, timeZone, expected) => {
    expect(detectCountry({ languages, timeZone }, KNOWN)).toBe(expected);
  });

  it('trusts the time zone over the language: en-US on a phone set to London is in the UK', () => {
    expect(detectCountry({ languages: ['en-US'], timeZone: 'Europe/London' }, KNOWN)).toBe('GB');
    expect(detectCountry({ languages: ['es-MX'], timeZone: 'America/New_York' }, KNOWN)).toBe('US');
  });

  it('takes a phone in Puerto Rico or on a less common US zone for the US, whatever its language', () => {
    for (const timeZone of ['America/Puerto_Rico', 'America/Indiana/Knox', 'America/Adak'])
      expect(detectCountry({ languages: ['es-MX'], timeZone }, KNOWN)).toBe('US');
  });

  it('tells apart countries that share a language by the zone (fr-FR in Toronto is in Canada)', () => {
    expect(detectCountry({ languages: ['fr-FR'], timeZone: 'America/Toronto' }, KNOWN)).toBe('CA');
    expect(detectCountry({ languages: ['fr-CA'], timeZone: 'Europe/Paris' }, KNOWN)).toBe('FR');
  });

  it('uses the first language with a known region when the zone says nothing', () => {
    expect(detectCountry({ languages: ['en', 'en-NZ', 'en-GB'], timeZone: 'Etc/UTC' }, KNOWN)).toBe(
      'NZ',
    );
    expect(detectCountry({ languages: ['de-DE'], timeZone: undefined }, KNOWN)).toBe('DE');
  });

  it('says nothing for a zone in a country Harbor has no lines for, whatever the language', () => {
    expect(
      detectCountry({ languages: ['en-GB'], timeZone: 'Europe/Istanbul' }, KNOWN),
    ).toBeUndefined();
  });

  it('says nothing when neither zone nor languages name a known country', () => {
    expect(
      detectCountry({ languages: ['tr-TR', 'en'], timeZone: 'Europe/Istanbul' }, KNOWN),
    ).toBeUndefined();
    expect(detectCountry({ languages: [], timeZone: undefined }, KNOWN)).toBeUndefined();
    expect(detectCountry({ languages: ['es-419'], timeZone: 'Etc/UTC' }, KNOWN)).toBeUndefined();
  });

  it('only answers with a country it was told it knows', () => {
    expect(
      detectCountry({ languages: ['en-GB'], timeZone: 'Europe/London' }, ['US']),
    ).toBeUndefined();
  });
});

describe('regionOfLanguage', () => {
  it.each([
    ['en-GB', 'GB'],
    ['zh-Hant-TW', 'TW'],
    ['es-mx', 'MX'],
    ['en', undefined],
    ['es-419', undefined],
    ['not a tag', undefined],
  ])('%s → %s', (tag, region) => {
    expect(regionOfLanguage(tag)).toBe(region);
  });
});

describe('countryOfTimeZone', () => {
  it('knows the zone of every country Harbor has lines for', () => {
    const covered = new Set(
      [
        'America/New_York',
        'Europe/London',
        'Europe/Dublin',
        'Europe/Paris',
        'Europe/Berlin',
        'Europe/Amsterdam',
        'America/Toronto',
        'America/Mexico_City',
        'Australia/Sydney',
        'Pacific/Auckland',
        'Europe/Vienna',
        'Europe/Brussels',
        'Europe/Helsinki',
        'Europe/Rome',
        'Europe/Madrid',
        'Europe/Lisbon',
        'Europe/Warsaw',
        'Europe/Stockholm',
        'Europe/Copenhagen',
        'Europe/Prague',
        'Europe/Bratislava',
        'Europe/Budapest',
        'Europe/Bucharest',
        'Europe/Sofia',
        'Europe/Zagreb',
        'Europe/Ljubljana',
        'Europe/Athens',
        'Asia/Nicosia',
        'Europe/Malta',
        'Europe/Luxembourg',
        'Europe/Tallinn',
        'Europe/Riga',
        'Europe/Vilnius',
        'Europe/Zurich',
        'Europe/Oslo',
        'Atlantic/Reykjavik',
        'Asia/Singapore',
        'Asia/Kolkata',
        'Asia/Tokyo',
        'Africa/Johannesburg',
      ].map(countryOfTimeZone),
    );
    for (const code of KNOWN) expect(covered.has(code), code).toBe(true);
  });
});
