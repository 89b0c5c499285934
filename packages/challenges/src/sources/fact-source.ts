/**
 * Where one fact (a phone number, text code, hours, deadline or legal right) was checked: the
 * owner's own page, the day it was read, and the words on it that support the fact.
 */
export interface FactSource {
  /**
   * https URL of the owner's own page: the organisation that runs the service, or the government
   * agency that sets or enforces the rule. Never a directory, news story or blog about it.
   */
  url: string;
  /** The day someone read that page and found the fact on it, as YYYY-MM-DD. */
  checked: string;
  /** A short quote from that page, word for word, that supports the fact. */
  quote: string;
  /**
   * Absent: `url` is the owner's own page. `'second-hand'`: no owner text was in reach, so `url`
   * and `alsoReportedBy` are two independent reports (on two different sites) that quote the owner.
   * Shown as checked; `pnpm check:sources` lists it to be checked again against the owner.
   */
  confirmed?: 'second-hand';
  /** For a second-hand fact: the second report, on another site, and its words. */
  alsoReportedBy?: { url: string; quote: string };
  /**
   * The language of the owner's page and its quote when it is not English: a Spanish page's own
   * source (issue 25), read on the owner's Spanish page (uscis.gov/es, eeoc.gov/es…).
   */
  language?: 'es';
}

/**
 * A source on the owner's own page in Spanish, for a fact as a Spanish page states it. Never
 * second-hand: without the owner's Spanish page, the Spanish fact keeps the English source.
 */
export type SpanishFactSource = Omit<FactSource, 'confirmed' | 'alsoReportedBy' | 'language'> & {
  language: 'es';
};

/** Further reading that is not the owner's page (a directory, a guide). Never a source. */
export interface ExtraReading {
  /** The page's title or its site's name, as the link's text. */
  name: string;
  /** The page's https address. */
  url: string;
}
