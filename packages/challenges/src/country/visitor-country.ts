import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { CRISIS_LINES, type CrisisLine } from '../resources/crisis-lines';
import type { CountryLine } from '../resources/country-lines';
import { COUNTRIES, DEFAULT_COUNTRY_CODE, findCountry, type Country } from './countries';
import { readChosenCountry, saveChosenCountry } from './country-storage';
import { browserCountrySignals, detectCountry } from './detect-country';

/** A line as shown: a US line, or another country's line (with its hours where its owner states them). */
export type ShownLine = CrisisLine | CountryLine;

/** The table of lines by country: its own chunk, loaded only when a crisis box needs it. */
export async function loadCountryLines(code: string): Promise<readonly ShownLine[] | undefined> {
  const module = await import('../resources/country-lines');
  return module.linesForCountry(code)?.lines;
}

/**
 * The visitor's country: the one they chose on this device, else the one the browser suggests,
 * else undefined (we cannot tell). Reads the browser, so call it only after mount. With
 * `fromLanguages: false`, the browser's languages are not asked (only the time zone): for a
 * message that would be wrong for a visitor in the US whose browser is set to `es-MX`.
 */
export async function resolveVisitorCountry({
  fromLanguages = true,
}: { fromLanguages?: boolean } = {}): Promise<Country | undefined> {
  const chosen = findCountry(readChosenCountry());
  if (chosen) return chosen;
  const known = COUNTRIES.map((country) => country.code);
  const signals = await browserCountrySignals();
  return findCountry(detectCountry(fromLanguages ? signals : { ...signals, languages: [] }, known));
}

/** What `useVisitorCountry` returns: whose crisis lines are shown, the lines, and a way to choose. */
export interface VisitorCountryLines {
  /** Whose lines are shown; undefined when we could not tell (the US lines are shown then). */
  country: Country | undefined;
  /** The lines to show for that country (the US lines when it is unknown or has none listed). */
  lines: readonly ShownLine[];
  /** Shows another country's lines now and remembers the choice on this device. */
  choose: (code: string) => void;
}

const US = findCountry(DEFAULT_COUNTRY_CODE);

/**
 * The crisis lines to show first. The first render (and a prerendered page) shows the US lines;
 * after mount, the visitor's own country's lines replace them once the table has loaded.
 */
export function useVisitorCountry(): VisitorCountryLines {
  const [shown, setShown] = useState<{ country: Country | undefined; lines: readonly ShownLine[] }>(
    { country: US, lines: CRISIS_LINES },
  );

  // Only the latest request may change what is shown (a choice made while detection loads wins).
  const latest = useRef(0);
  const mounted = useRef(true);
  const show = useCallback((country: Country | undefined) => {
    const request = ++latest.current;
    if (!country || country.code === DEFAULT_COUNTRY_CODE) {
      // Transitions: on a page being hydrated in slices, an urgent update here would make React
      // hydrate the rest of the page at once, in one long task, to apply it.
      startTransition(() => setShown({ country, lines: CRISIS_LINES }));
      return;
    }
    loadCountryLines(country.code).then(
      (lines) => {
        if (!mounted.current || request !== latest.current) return;
        startTransition(() =>
          setShown(lines ? { country, lines } : { country: undefined, lines: CRISIS_LINES }),
        );
      },
      () => {
        // The table did not load (offline?): keep the US lines and the international directory.
      },
    );
  }, []);

  useEffect(() => {
    mounted.current = true;
    // A country chosen while the browser is being read wins over what the browser says.
    const before = latest.current;
    void resolveVisitorCountry().then((country) => {
      if (mounted.current && latest.current === before) show(country);
    });
    return () => {
      mounted.current = false;
    };
  }, [show]);

  const choose = useCallback(
    (code: string) => {
      const country = findCountry(code);
      if (!country) return;
      saveChosenCountry(country.code);
      show(country);
    },
    [show],
  );

  return { ...shown, choose };
}

/**
 * For the hubs, which load their content anyway: the visitor's country and its lines when it is
 * not the US, else null (the hub's own US services are already the right ones).
 */
export async function loadVisitorCountryLines(): Promise<{
  country: Country;
  lines: readonly ShownLine[];
} | null> {
  const country = await resolveVisitorCountry();
  if (!country || country.code === DEFAULT_COUNTRY_CODE) return null;
  try {
    const lines = await loadCountryLines(country.code);
    return lines ? { country, lines } : null;
  } catch {
    return null;
  }
}
