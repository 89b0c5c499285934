import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { DefaultLink, SelectField, type LinkComponent } from '@harbor-help/ui';
import { ContactLinks, webHref } from '../contact-links';
import { linkNumbers } from '../linked-numbers';
import { ReportProblemLink, lineId } from '../listing-details';
import { OtherWays } from '../other-ways';
import { INTERNATIONAL_HELPLINES } from '../resources/crisis-lines';
import {
  COUNTRIES,
  DEFAULT_COUNTRY_CODE,
  countryInSentence,
  findCountry,
  type Country,
} from './countries';
import type { ShownLine } from './visitor-country';

/** Where "Choose your country" goes: the chooser on /get-help. */
export const CHOOSE_COUNTRY_HREF = '/get-help#choose-country';

// Layout effects run before paint in the browser; on a server (prerendering) there is no layout.
const useBeforePaint = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** Props of `CrisisLineList`. */
export interface CrisisLineListProps {
  /** The lines to list, in order. */
  lines: readonly ShownLine[];
  /** The heading level of each line's name (3 under a section's `<h2>`). */
  headingLevel?: 2 | 3 | 4;
  /** Whose lines these are (ISO 3166-1 alpha-2), for the ids of reports of a problem. */
  countryCode?: string;
  /** Show "Report a problem" under each line (default); off where nothing can be sent (offline). */
  reportProblems?: boolean;
  /** How the app renders its own links ("Report a problem"); a plain `<a>` unless told. */
  linkComponent?: LinkComponent;
}

/** What a crisis line shows, in one line, for a report of a problem with it. */
export function lineShown(line: ShownLine): string {
  return [
    line.phone ? `Call ${line.phone.display}` : '',
    line.text
      ? /^text\b/i.test(line.text.display)
        ? line.text.display
        : `Text ${line.text.display}`
      : '',
    'hours' in line && line.hours ? `Hours: ${line.hours}` : '',
    line.url ? `Website ${line.url}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/**
 * How many cells the list shows: the US lines that the first render (and the prerendered page)
 * shows. A country with more lines shows its first ones and a last cell that opens the rest, so
 * the visitor's own lines never push down what is below them.
 */
export const SHOWN_LINE_CELLS = 4;

/**
 * The lines, each with one-tap Call and Text links, its hours and "Report a problem". When the lines change (the
 * visitor's country replacing the US after loading) the list keeps at least the height it had,
 * and shows at most `SHOWN_LINE_CELLS` cells (the last one opening the rest, its names in its
 * label), so nothing below it moves.
 */
export function CrisisLineList({
  lines,
  headingLevel = 3,
  countryCode,
  reportProblems = true,
  linkComponent,
}: CrisisLineListProps) {
  const list = useRef<HTMLUListElement>(null);
  const tallest = useRef(0);
  useBeforePaint(() => {
    const element = list.current;
    if (!element) return;
    // The exact height, not offsetHeight: a height rounded to whole pixels moved what is below
    // by half a pixel.
    const height = element.getBoundingClientRect().height;
    if (height < tallest.current) element.style.minHeight = `${tallest.current}px`;
    tallest.current = Math.max(tallest.current, height);
  }, [lines]);
  const Heading = `h${headingLevel}` as const;
  const folded = lines.length > SHOWN_LINE_CELLS;
  const shown = folded ? lines.slice(0, SHOWN_LINE_CELLS - 1) : lines;
  const more = folded ? lines.slice(SHOWN_LINE_CELLS - 1) : [];
  const item = (line: ShownLine) => (
    <li key={line.name} className="harbor-crisis-lines__item">
      <Heading className="harbor-crisis-lines__name">{line.name}</Heading>
      <p>{linkNumbers(line.offers)}</p>
      {'hours' in line ? <p className="harbor-crisis-lines__hours">Hours: {line.hours}</p> : null}
      <ContactLinks name={line.name} phone={line.phone} text={line.text} url={line.url} />
      <OtherWays name={line.name} ways={line.otherWays} />
      {reportProblems ? (
        <ReportProblemLink
          id={line.id ?? lineId(countryCode, line.name)}
          name={line.name}
          shown={lineShown(line)}
          linkComponent={linkComponent}
        />
      ) : null}
    </li>
  );
  return (
    <ul ref={list} className="harbor-crisis-lines__list">
      {shown.map(item)}
      {more.length > 0 ? (
        <li className="harbor-crisis-lines__item harbor-crisis-lines__more">
          <details>
            <summary>
              {more.length} more lines: {more.map((line) => line.name).join(', ')}
            </summary>
            <ul className="harbor-crisis-lines__list">{more.map(item)}</ul>
          </details>
        </li>
      ) : null}
    </ul>
  );
}

/** Props of `ChooseCountryLink`. `href` defaults to `/get-help#choose-country`. */
export interface ChooseCountryLinkProps {
  /** Whose lines are shown; undefined when we could not tell (US lines shown). */
  country: Country | undefined;
  /** Where "Choose your country" goes. Default `/get-help#choose-country`. */
  href?: string;
  /** How the app renders its own links (its router's link, say); a plain `<a href>` unless told. */
  linkComponent?: LinkComponent;
}

/** "Not in the United Kingdom? Choose your country", under every set of crisis lines. */
export function ChooseCountryLink({
  country,
  href = CHOOSE_COUNTRY_HREF,
  linkComponent: Link = DefaultLink,
}: ChooseCountryLinkProps) {
  const shown = country ?? findCountry(DEFAULT_COUNTRY_CODE);
  return (
    <p className="harbor-choose-country">
      {shown ? `Not in ${countryInSentence(shown)}? ` : null}
      <Link href={href}>Choose your country</Link>
    </p>
  );
}

/** Props of `CountryChooser`. `action` defaults to `/get-help`. */
export interface CountryChooserProps {
  /** The country shown now (preselected). */
  value: string | undefined;
  /** Called with the ISO 3166-1 alpha-2 code of the country chosen. */
  onChoose: (code: string) => void;
  /** Where the form goes without JavaScript; the page reads `?country=`. */
  action?: string;
}

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));

/**
 * Pick a country from those Harbor has checked lines for; anywhere else, the international
 * directory. A plain GET form, so it is usable before (or without) JavaScript.
 */
export function CountryChooser({ value, onChoose, action = '/get-help' }: CountryChooserProps) {
  const selectId = useId();
  const [selected, setSelected] = useState(value ?? DEFAULT_COUNTRY_CODE);
  useEffect(() => {
    if (value) setSelected(value);
  }, [value]);
  const directory = webHref(INTERNATIONAL_HELPLINES.url);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChoose(selected);
  }

  return (
    <div className="harbor-country-chooser">
      <form
        className="harbor-country-chooser__form"
        method="get"
        action={action}
        onSubmit={onSubmit}
      >
        <SelectField
          id={selectId}
          name="country"
          label="Your country"
          value={selected}
          onChange={setSelected}
          options={COUNTRY_OPTIONS}
        />
        <button type="submit" className="harbor-button harbor-button--primary">
          Show lines
        </button>
      </form>
      {directory ? (
        <p>
          Not listed? Find free helplines in your country:{' '}
          <a href={directory} rel="noopener noreferrer">
            {INTERNATIONAL_HELPLINES.name}
          </a>
        </p>
      ) : null}
    </div>
  );
}
