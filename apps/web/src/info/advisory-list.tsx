import type { ReactNode } from 'react';

/** What an advisory warns about. */
export type AdvisoryKind = 'scam' | 'weather';

/** The official page an advisory's advice comes from. */
export interface AdvisorySource {
  name: string;
  url: string;
  /**
   * On a Spanish page, a source the owner publishes in English only: its link says "(en inglés)"
   * and carries `hreflang="en"`.
   */
  inEnglish?: boolean;
}

export interface Advisory {
  /** The same in both languages: the Spanish page's test pairs each advisory with its English one. */
  id: string;
  title: string;
  /** When we published it, `YYYY-MM-DD`. */
  date: string;
  kind: AdvisoryKind;
  body: ReactNode;
  /** At least one: the owner's page, in the page's language where the owner publishes one. */
  sources: readonly [AdvisorySource, ...AdvisorySource[]];
}

/** The list's own words in the page's language. */
export interface AdvisoryListWords {
  /** The list's accessible name ("Advisories, newest first"). */
  label: string;
  kinds: Readonly<Record<AdvisoryKind, string>>;
  /** Before the date: "Posted". */
  posted: string;
  /** Before the source or sources: "Source:" / "Sources:". */
  source: string;
  sources: string;
  /** For `Intl.DateTimeFormat` (`en-US`, `es-US`). */
  locale: string;
}

function SourceLink({ source, locale }: { source: AdvisorySource; locale: string }) {
  return source.inEnglish ? (
    <>
      <a href={source.url} hrefLang="en" lang="en">
        {source.name}
      </a>{' '}
      (en inglés)
    </>
  ) : (
    // On a Spanish page, the owner's page in Spanish says so.
    <a href={source.url} hrefLang={locale.startsWith('es') ? 'es' : undefined}>
      {source.name}
    </a>
  );
}

/**
 * /advisories and /es/avisos (issue 25): the dated advisories, newest first, each with its kind,
 * its date and the official page or pages its advice comes from.
 */
export function AdvisoryList({
  advisories,
  words,
}: {
  advisories: readonly Advisory[];
  words: AdvisoryListWords;
}) {
  const dates = new Intl.DateTimeFormat(words.locale, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <ol className="web-advisories" aria-label={words.label}>
      {advisories.map((advisory) => (
        <li key={advisory.id}>
          <article className="web-advisory" aria-labelledby={`advisory-${advisory.id}`}>
            <h2 id={`advisory-${advisory.id}`}>{advisory.title}</h2>
            <p className="web-advisory__meta">
              {words.kinds[advisory.kind]}
              <span aria-hidden="true"> · </span>
              {words.posted}{' '}
              <time dateTime={advisory.date}>
                {dates.format(new Date(`${advisory.date}T00:00:00Z`))}
              </time>
            </p>
            {advisory.body}
            <p className="web-advisory__source">
              {advisory.sources.length > 1 ? words.sources : words.source}{' '}
              {advisory.sources.map((source, index) => (
                <span key={source.url}>
                  {index > 0 ? '; ' : null}
                  <SourceLink source={source} locale={words.locale} />
                </span>
              ))}
            </p>
          </article>
        </li>
      ))}
    </ol>
  );
}
