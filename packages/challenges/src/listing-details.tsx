import { DefaultLink, type LinkComponent } from '@harbor-help/ui';
import { webHref } from './contact-links';
import type { FactSource } from './sources/fact-source';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A YYYY-MM-DD check date as "25 November 2026". Written out rather than with
 * `toLocaleDateString`: the browser's first date formatting loads its locale data, a long task in
 * the middle of hydrating a page full of services.
 */
export function formatCheckedDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const [, year, month, date] = match;
  const monthName = MONTHS[Number(month) - 1];
  const dayOfMonth = Number(date);
  if (!monthName || dayOfMonth < 1 || dayOfMonth > 31) return day;
  return `${dayOfMonth} ${monthName} ${year}`;
}

/** "Checked 25 November 2026", or "Checked second-hand 27 November 2026". */
export function checkedInWords(source: FactSource): string {
  const how = source.confirmed === 'second-hand' ? 'Checked second-hand' : 'Checked';
  return `${how} ${formatCheckedDay(source.checked)}`;
}

/** Names of the languages services list, in English (no `Intl.DisplayNames`: see above). */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  es: 'Spanish',
};

/** The languages as words: "English, Spanish". Codes without a name here are left out. */
export function languagesInWords(codes: readonly string[]): string {
  return codes
    .map((code) => LANGUAGE_NAMES[code])
    .filter(Boolean)
    .join(', ');
}

/** Props of `LanguagesLine`. */
export interface LanguagesLineProps {
  languages?: readonly string[];
}

/** "Languages: English, Spanish"; nothing at all when no source states them. */
export function LanguagesLine({ languages }: LanguagesLineProps) {
  const words = languages ? languagesInWords(languages) : '';
  if (!words) return null;
  return (
    <p className="harbor-listing__languages">
      <strong>Languages:</strong> {words}
    </p>
  );
}

/** Props of `CheckedLine`. */
export interface CheckedLineProps {
  name: string;
  source: FactSource;
}

/** "Checked 25 November 2026. Where we checked this", linking to the owner's page. */
export function CheckedLine({ name, source }: CheckedLineProps) {
  const href = webHref(source.url);
  return (
    <p className="harbor-resource-card__source">
      {checkedInWords(source)}.{' '}
      {href ? (
        <a href={href} rel="noopener noreferrer">
          Where we checked this<span className="harbor-visually-hidden">: {name}</span>
        </a>
      ) : null}
    </p>
  );
}

/** Where "Report a problem" goes: the contact form's "wrong number or fact" topic. */
export const REPORT_PROBLEM_PATH = '/contact';

/** The longest "what's shown" a report link carries. */
export const MAX_SHOWN_LENGTH = 400;

/**
 * The contact form, on its wrong-fact topic, told which listing and what it shows:
 * `/contact?topic=wrong-fact&listing=<id>&about=<name>&shown=<what's shown>`.
 */
export function reportProblemHref(listing: { id: string; name: string; shown: string }): string {
  const params = new URLSearchParams({
    topic: 'wrong-fact',
    listing: listing.id,
    about: listing.name,
    shown: listing.shown.slice(0, MAX_SHOWN_LENGTH),
  });
  return `${REPORT_PROBLEM_PATH}?${params.toString()}`;
}

/** Props of `ReportProblemLink`. */
export interface ReportProblemLinkProps {
  /** The listing's id, stored with the report. */
  id: string;
  name: string;
  /** What the listing shows, in one line, to fill in the report. */
  shown: string;
  /** How the app renders its own links (its router's link); a plain `<a>` unless told. */
  linkComponent?: LinkComponent;
}

/** "Report a problem" with this listing: opens the contact form filled in with it. */
export function ReportProblemLink({
  id,
  name,
  shown,
  linkComponent: Link = DefaultLink,
}: ReportProblemLinkProps) {
  return (
    <p className="harbor-listing__report">
      <Link href={reportProblemHref({ id, name, shown })}>
        Report a problem <span className="harbor-visually-hidden">with {name}</span>
      </Link>
    </p>
  );
}

/** A stable id for a line that has none of its own: its country and name, in kebab case. */
export function lineId(countryCode: string | undefined, name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return countryCode ? `${countryCode.toLowerCase()}-${slug}` : slug;
}
