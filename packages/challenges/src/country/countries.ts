/**
 * The countries Harbor has checked crisis lines for: code (ISO 3166-1 alpha-2) and name, in the
 * order the chooser lists them. Tiny and synchronous, so the chooser can be drawn (and
 * prerendered) before the table of lines itself loads. `resources/country-lines.ts` has an entry
 * for every code here, and only those (checked by its test).
 */
export interface Country {
  /** ISO 3166-1 alpha-2 code, e.g. `'GB'`. */
  code: string;
  /** The country's English name, e.g. `'United Kingdom'`. */
  name: string;
  /** Whether the name reads with "the" in a sentence ("Not in the United Kingdom?"). */
  the?: boolean;
}

export const DEFAULT_COUNTRY_CODE = 'US';

/** Every country Harbor has checked crisis lines for, in the chooser's order (see `Country`). */
export const COUNTRIES: readonly Country[] = [
  { code: 'AU', name: 'Australia' },
  { code: 'AT', name: 'Austria' },
  { code: 'BE', name: 'Belgium' },
  { code: 'BG', name: 'Bulgaria' },
  { code: 'CA', name: 'Canada' },
  { code: 'HR', name: 'Croatia' },
  { code: 'CY', name: 'Cyprus' },
  { code: 'CZ', name: 'Czechia' },
  { code: 'DK', name: 'Denmark' },
  { code: 'EE', name: 'Estonia' },
  { code: 'FI', name: 'Finland' },
  { code: 'FR', name: 'France' },
  { code: 'DE', name: 'Germany' },
  { code: 'GR', name: 'Greece' },
  { code: 'HU', name: 'Hungary' },
  { code: 'IS', name: 'Iceland' },
  { code: 'IN', name: 'India' },
  { code: 'IE', name: 'Ireland' },
  { code: 'IT', name: 'Italy' },
  { code: 'JP', name: 'Japan' },
  { code: 'LV', name: 'Latvia' },
  { code: 'LT', name: 'Lithuania' },
  { code: 'LU', name: 'Luxembourg' },
  { code: 'MT', name: 'Malta' },
  { code: 'MX', name: 'Mexico' },
  { code: 'NL', name: 'Netherlands', the: true },
  { code: 'NZ', name: 'New Zealand' },
  { code: 'NO', name: 'Norway' },
  { code: 'PL', name: 'Poland' },
  { code: 'PT', name: 'Portugal' },
  { code: 'RO', name: 'Romania' },
  { code: 'SG', name: 'Singapore' },
  { code: 'SK', name: 'Slovakia' },
  { code: 'SI', name: 'Slovenia' },
  { code: 'ZA', name: 'South Africa' },
  { code: 'ES', name: 'Spain' },
  { code: 'SE', name: 'Sweden' },
  { code: 'CH', name: 'Switzerland' },
  { code: 'GB', name: 'United Kingdom', the: true },
  { code: 'US', name: 'United States', the: true },
];

/** The country with this code, if Harbor has its lines. */
export function findCountry(code: string | null | undefined): Country | undefined {
  if (!code) return undefined;
  const upper = code.toUpperCase();
  return COUNTRIES.find((country) => country.code === upper);
}

/** The country's name as it reads in a sentence: "the United Kingdom", "Mexico". */
export function countryInSentence(country: Country): string {
  return country.the ? `the ${country.name}` : country.name;
}
