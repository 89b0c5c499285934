import { readTimeZone } from './time-zone';

/**
 * Which country a visitor is probably in, from what the browser already says: its time zone
 * (where the device is set to be) and its preferred languages (`en-GB`, `es-MX`). No IP lookup
 * and no request to anyone. Pure, so it can be tested and run anywhere.
 */
export interface CountrySignals {
  /** `navigator.languages`, most preferred first. */
  languages: readonly string[];
  /** The device's IANA time zone, e.g. 'Europe/London' (see `readTimeZone`). */
  timeZone: string | undefined;
}

/**
 * IANA time zones (and the older names browsers still report) to the country they belong to,
 * for the countries Harbor knows or may soon know. A zone missing here tells us nothing.
 */
const TIME_ZONE_COUNTRIES: Readonly<Record<string, string>> = {
  // North America
  'America/New_York': 'US',
  'America/Detroit': 'US',
  'America/Chicago': 'US',
  'America/Denver': 'US',
  'America/Phoenix': 'US',
  'America/Los_Angeles': 'US',
  'America/Anchorage': 'US',
  'America/Boise': 'US',
  'America/Indiana/Indianapolis': 'US',
  'America/Kentucky/Louisville': 'US',
  'Pacific/Honolulu': 'US',
  // More US zones (and Puerto Rico, where 988 and 911 work): a phone set to one of them must
  // never be taken for another country by its language alone.
  'America/Puerto_Rico': 'US',
  'America/Indiana/Knox': 'US',
  'America/Indiana/Tell_City': 'US',
  'America/North_Dakota/Center': 'US',
  'America/Menominee': 'US',
  'America/Juneau': 'US',
  'America/Sitka': 'US',
  'America/Nome': 'US',
  'America/Adak': 'US',
  'America/Toronto': 'CA',
  'America/Montreal': 'CA',
  'America/Vancouver': 'CA',
  'America/Edmonton': 'CA',
  'America/Winnipeg': 'CA',
  'America/Regina': 'CA',
  'America/Halifax': 'CA',
  'America/St_Johns': 'CA',
  'America/Moncton': 'CA',
  'America/Whitehorse': 'CA',
  'America/Yellowknife': 'CA',
  'America/Iqaluit': 'CA',
  'America/Mexico_City': 'MX',
  'America/Monterrey': 'MX',
  'America/Merida': 'MX',
  'America/Cancun': 'MX',
  'America/Chihuahua': 'MX',
  'America/Hermosillo': 'MX',
  'America/Mazatlan': 'MX',
  'America/Tijuana': 'MX',
  'America/Bahia_Banderas': 'MX',
  // Europe
  'Europe/London': 'GB',
  'Europe/Belfast': 'GB',
  'Europe/Dublin': 'IE',
  'Europe/Paris': 'FR',
  'Europe/Berlin': 'DE',
  'Europe/Busingen': 'DE',
  'Europe/Madrid': 'ES',
  'Atlantic/Canary': 'ES',
  'Africa/Ceuta': 'ES',
  'Europe/Rome': 'IT',
  'Europe/Amsterdam': 'NL',
  'Europe/Brussels': 'BE',
  'Europe/Luxembourg': 'LU',
  'Europe/Lisbon': 'PT',
  'Atlantic/Azores': 'PT',
  'Atlantic/Madeira': 'PT',
  'Europe/Vienna': 'AT',
  'Europe/Zurich': 'CH',
  'Europe/Copenhagen': 'DK',
  'Europe/Stockholm': 'SE',
  'Europe/Oslo': 'NO',
  'Europe/Helsinki': 'FI',
  'Europe/Warsaw': 'PL',
  'Europe/Prague': 'CZ',
  'Europe/Bratislava': 'SK',
  'Europe/Budapest': 'HU',
  'Europe/Ljubljana': 'SI',
  'Europe/Zagreb': 'HR',
  'Europe/Bucharest': 'RO',
  'Europe/Sofia': 'BG',
  'Europe/Athens': 'GR',
  'Asia/Nicosia': 'CY',
  'Europe/Malta': 'MT',
  'Europe/Tallinn': 'EE',
  'Europe/Riga': 'LV',
  'Europe/Vilnius': 'LT',
  'Atlantic/Reykjavik': 'IS',
  'Europe/Istanbul': 'TR',
  // Asia and Africa
  'Asia/Singapore': 'SG',
  'Asia/Kolkata': 'IN',
  'Asia/Calcutta': 'IN',
  'Asia/Tokyo': 'JP',
  'Africa/Johannesburg': 'ZA',
  // Oceania
  'Australia/Sydney': 'AU',
  'Australia/Melbourne': 'AU',
  'Australia/Brisbane': 'AU',
  'Australia/Adelaide': 'AU',
  'Australia/Perth': 'AU',
  'Australia/Hobart': 'AU',
  'Australia/Darwin': 'AU',
  'Australia/Canberra': 'AU',
  'Pacific/Auckland': 'NZ',
  'Pacific/Chatham': 'NZ',
};

// A BCP 47 tag's language, optional script and two-letter region: 'en-GB', 'zh-Hant-TW'.
const LANGUAGE_REGION = /^[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2})(?:-|$)/i;

/**
 * The region of a language tag ('en-GB' → 'GB'), or undefined ('en', 'es-419'). Read from the tag
 * itself, not with `Intl.Locale`, whose first use loads the browser's locale data.
 */
export function regionOfLanguage(tag: string): string | undefined {
  return LANGUAGE_REGION.exec(tag)?.[1]?.toUpperCase();
}

/** The country a time zone belongs to, if we know it. */
export function countryOfTimeZone(timeZone: string | undefined): string | undefined {
  return timeZone ? TIME_ZONE_COUNTRIES[timeZone] : undefined;
}

/**
 * The visitor's probable country among `known` (codes Harbor has lines for), or undefined when the
 * browser does not say, or says a country Harbor has no lines for.
 *
 * The time zone wins: it says where the device is (someone with `en-US` on a phone set to
 * Europe/London is in the UK today). When the zone tells nothing, the first preferred language
 * with a known region decides.
 */
export function detectCountry(
  signals: CountrySignals,
  known: readonly string[],
): string | undefined {
  const fromZone = countryOfTimeZone(signals.timeZone);
  if (fromZone) return known.includes(fromZone) ? fromZone : undefined;
  for (const language of signals.languages) {
    const region = regionOfLanguage(language);
    if (region && known.includes(region)) return region;
  }
  return undefined;
}

/**
 * What this browser says, read only when called (never at import or render time). The time zone
 * comes through `readTimeZone` (off the main thread when the app has set a reader for that).
 */
export async function browserCountrySignals(): Promise<CountrySignals> {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const languages = nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : [];
  return { languages, timeZone: await readTimeZone() };
}
