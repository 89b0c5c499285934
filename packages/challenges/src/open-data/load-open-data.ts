import type { Country } from '../country/countries';
import type { CountryLines } from '../resources/country-lines';
import type { Resource } from '../resources/resource-types';

/** Everything Harbor publishes as open data, loaded from its own chunks. */
export interface OpenDataInput {
  /** The directory's services. */
  resources: readonly Resource[];
  /** Crisis lines by country (the US lines first). */
  countryLines: readonly CountryLines[];
  /** The countries Harbor has lines for, with their names. */
  countries: readonly Country[];
}

/**
 * Loads the directory, the crisis lines by country and the country names, for `toHsds` and the
 * pages' structured data at build time. Each comes from its own chunk, so nothing here is in a
 * page's first load.
 */
export async function loadOpenDataInput(): Promise<OpenDataInput> {
  const [{ resources }, { COUNTRY_LINES }, { COUNTRIES }] = await Promise.all([
    import('../resources/resources'),
    import('../resources/country-lines'),
    import('../country/countries'),
  ]);
  return { resources, countryLines: COUNTRY_LINES, countries: COUNTRIES };
}
