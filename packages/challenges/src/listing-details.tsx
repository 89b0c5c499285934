import type { I18n } from '@lingui/core';
import { withMarkedName } from './english-names';
import { DefaultLink, type LinkComponent } from '@harbor-help/ui';
import { webHref } from './contact-links';
import { challengesI18n, useChallengesI18n } from './i18n';
import type { FactSource } from './sources/fact-source';

/**
 * A YYYY-MM-DD check date as "25 November 2026" ("25 de noviembre de 2026"). Written out rather
 * than with `toLocaleDateString`: the browser's first date formatting loads its locale data, a
 * long task in the middle of hydrating a page full of services.
 */
export function formatCheckedDay(day: string, i18n: I18n = challengesI18n()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const [, year, month, date] = match;
  const monthNumber = Number(month);
  const dayOfMonth = Number(date);
  if (monthNumber < 1 || monthNumber > 12 || dayOfMonth < 1 || dayOfMonth > 31) return day;
  return i18n._('date.day', {
    day: String(dayOfMonth),
    month: monthName(monthNumber, i18n),
    year,
  });
}

/** A month's name, 1 = January (each id written out, so `lingui extract` finds it). */
function monthName(month: number, i18n: I18n): string {
  const names = [
    () => i18n._('month.1'),
    () => i18n._('month.2'),
    () => i18n._('month.3'),
    () => i18n._('month.4'),
    () => i18n._('month.5'),
    () => i18n._('month.6'),
    () => i18n._('month.7'),
    () => i18n._('month.8'),
    () => i18n._('month.9'),
    () => i18n._('month.10'),
    () => i18n._('month.11'),
    () => i18n._('month.12'),
  ];
  return names[month - 1]?.() ?? String(month);
}

/** "Checked 25 November 2026", or "Checked second-hand 27 November 2026". */
export function checkedInWords(source: FactSource, i18n: I18n = challengesI18n()): string {
  const date = formatCheckedDay(source.checked, i18n);
  return source.confirmed === 'second-hand'
    ? i18n._('checked.secondHand', { date })
    : i18n._('checked.onDay', { date });
}

/** The languages a listing can name, by BCP 47 code (each id written out for extraction). */
const LANGUAGE_WORDS: Readonly<Record<string, (i18n: I18n) => string>> = {
  en: (i18n) => i18n._('language.en'),
  es: (i18n) => i18n._('language.es'),
};

/** The codes of the languages services list that have a name here ('en', 'es'). */
export const LANGUAGE_CODES: readonly string[] = Object.keys(LANGUAGE_WORDS);

/** A language's name ("Spanish", in Spanish "español"), or undefined for a code without one. */
export function languageName(code: string, i18n: I18n = challengesI18n()): string | undefined {
  const name = Object.hasOwn(LANGUAGE_WORDS, code) ? LANGUAGE_WORDS[code] : undefined;
  return name?.(i18n);
}

/** The languages as words: "English, Spanish". Codes without a name here are left out. */
export function languagesInWords(codes: readonly string[], i18n: I18n = challengesI18n()): string {
  return codes
    .map((code) => languageName(code, i18n))
    .filter(Boolean)
    .join(', ');
}

/** Props of `LanguagesLine`. */
export interface LanguagesLineProps {
  languages?: readonly string[];
}

/** "Languages: English, Spanish"; nothing at all when no source states them. */
export function LanguagesLine({ languages }: LanguagesLineProps) {
  const i18n = useChallengesI18n();
  const words = languages ? languagesInWords(languages, i18n) : '';
  if (!words) return null;
  return (
    <p className="harbor-listing__languages">
      <strong>{i18n._('card.languages')}</strong> {words}
    </p>
  );
}

/** Props of `CheckedLine`. */
export interface CheckedLineProps {
  name: string;
  source: FactSource;
  /**
   * The language of `name` when it is not the page's (a service's English name on a Spanish
   * page: `'en'`), so a screen reader says it in that language (WCAG 3.1.2).
   */
  nameLang?: string | undefined;
}

/** "Checked 25 November 2026. Where we checked this", linking to the owner's page. */
export function CheckedLine({ name, source, nameLang }: CheckedLineProps) {
  const i18n = useChallengesI18n();
  const href = webHref(source.url);
  return (
    <p className="harbor-resource-card__source">
      {checkedInWords(source, i18n)}.{' '}
      {href ? (
        <a href={href} rel="noopener noreferrer">
          {i18n._('card.whereChecked')}
          <span className="harbor-visually-hidden" lang={nameLang}>
            : {name}
          </span>
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
export function reportProblemHref(
  listing: { id: string; name: string; shown: string },
  contactPath: string = REPORT_PROBLEM_PATH,
): string {
  const params = new URLSearchParams({
    topic: 'wrong-fact',
    listing: listing.id,
    about: listing.name,
    shown: listing.shown.slice(0, MAX_SHOWN_LENGTH),
  });
  return `${contactPath}?${params.toString()}`;
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
  /** The contact form's path (`/contact` unless told; a Spanish page gives its own). */
  contactPath?: string;
  /**
   * The language of `name` when it is not the page's (a service's English name on a Spanish
   * page: `'en'`), so a screen reader says it in that language (WCAG 3.1.2).
   */
  nameLang?: string | undefined;
}

/** "Report a problem" with this listing: opens the contact form filled in with it. */
export function ReportProblemLink({
  id,
  name,
  shown,
  linkComponent: Link = DefaultLink,
  contactPath = REPORT_PROBLEM_PATH,
  nameLang,
}: ReportProblemLinkProps) {
  const i18n = useChallengesI18n();
  return (
    <p className="harbor-listing__report">
      <Link href={reportProblemHref({ id, name, shown }, contactPath)}>
        {i18n._('card.report')}{' '}
        <span className="harbor-visually-hidden">
          {withMarkedName((slot) => i18n._('card.reportWith', { name: slot }), name, nameLang)}
        </span>
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
