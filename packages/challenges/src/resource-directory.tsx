import { useEffect, useId, useRef, useState } from 'react';
import { FormField, LoadError, SelectField, useLoad, type LinkComponent } from '@harbor-help/ui';
import { challenges } from './challenge-content';
import { HUB_SLUGS, isHubSlug } from './hubs/hub-slugs';
import { challengesContent, useChallengesI18n, type ChallengesLocale } from './i18n';
import { ResourceCard, type ResourceCardPaths } from './resource-card';
import { FILTER_LANGUAGES, NO_FILTERS, filterResources, isFilterLanguage } from './resource-filter';
import { languageName } from './listing-details';
import { ContactLinks } from './contact-links';
import { CRISIS_LINES } from './resources/crisis-lines';
import type { ResourceFilters } from './resource-filter';
import { loadResources, peekResources } from './resources/load-resources';
import { loadResourcesIn, peekResourcesIn } from './resources/load-resources-in';
import { RESOURCE_KINDS, isResourceKind, type Resource } from './resources/resource-types';
import { kindLabel } from './resource-words';

/** The services in each language's words, as `useLoad` asks (one loader per language). */
const SERVICES: Readonly<
  Record<
    ChallengesLocale,
    { load: () => Promise<readonly Resource[]>; peek: () => readonly Resource[] | undefined }
  >
> = {
  en: { load: loadResources, peek: peekResources },
  es: { load: () => loadResourcesIn('es'), peek: () => peekResourcesIn('es') },
};

/** How many services show at first, and how many more each "Show more" adds. */
export const DIRECTORY_PAGE_SIZE = 12;

/** Under a search with no match: the lines for right now (211 is added from the directory). */
const NO_MATCH_LINES = CRISIS_LINES.filter(
  (line) => line.phone?.tel === '988' || line.name === 'Crisis Text Line',
);

/** Props of `ResourceDirectory`: the app owns the filters (in its URL) and is told of changes. */
export interface ResourceDirectoryProps {
  /** The filters in use (the app keeps them in the URL). */
  filters: ResourceFilters;
  /**
   * Called with new filters. `typing` is true while the search box is being typed in (an app
   * may replace the history entry then, and push one for other changes).
   */
  onFiltersChange: (filters: ResourceFilters, options: { typing: boolean }) => void;
  /** Where the crisis lines are, for the empty result. */
  crisisLinesHref?: string;
  /** How in-site links ("See my list" on a saved service) are rendered. Default: a plain `<a>`. */
  linkComponent?: LinkComponent;
  /** Where the cards' own links go ("See my list", "Report a problem"): a Spanish page gives its own. */
  paths?: ResourceCardPaths;
}

/**
 * Every service in the directory, with a search box and filters by challenge, kind and the
 * language it answers in. The
 * number of results is announced politely; an empty result says so and points to the crisis
 * lines. Loads the services on demand, with loading and error states.
 */
export function ResourceDirectory({
  filters,
  onFiltersChange,
  crisisLinesHref = '#crisis-lines',
  linkComponent,
  paths,
}: ResourceDirectoryProps) {
  const i18n = useChallengesI18n();
  const content = challengesContent(i18n.locale);
  const searchId = useId();
  const challengeId = useId();
  const kindId = useId();
  const languageId = useId();
  // In another language, every service in its words, so the search reads what the visitor reads.
  const loader = SERVICES[i18n.locale as ChallengesLocale] ?? SERVICES.en;
  const { state, retry } = useLoad(loader.load, { peek: loader.peek });
  const services = state.status === 'ready' ? state.value : [];
  const challengeOptions = HUB_SLUGS.map((slug) => ({
    value: slug,
    label: content?.titles[slug] ?? challenges[slug].title,
  }));
  const kindOptions = RESOURCE_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind, i18n) }));
  // Spanish first, named in Spanish as well on an English page, so its readers find it.
  const languageOptions = FILTER_LANGUAGES.map((code) => ({
    value: code,
    label: code === 'es' ? i18n._('directory.spanish') : (languageName(code, i18n) ?? code),
  }));
  // The search box keeps what is typed itself, so a slow URL update never drops a key; a new
  // query from outside (Back, Forward, a shared link) replaces it.
  const [text, setText] = useState(filters.query);
  const [lastQuery, setLastQuery] = useState(filters.query);
  if (filters.query !== lastQuery) {
    setLastQuery(filters.query);
    setText(filters.query);
  }
  const changeFilters = useNewestFilters(filters, onFiltersChange);

  // A short list at first (old phones, and keyboard users tabbing past it); new filters start
  // the list again from the top.
  const filterKey = `${filters.query}|${filters.challenge ?? ''}|${filters.kind ?? ''}|${filters.language ?? ''}`;
  const [visibleCount, setVisibleCount] = useState(DIRECTORY_PAGE_SIZE);
  const [lastFilterKey, setLastFilterKey] = useState(filterKey);
  if (filterKey !== lastFilterKey) {
    setLastFilterKey(filterKey);
    setVisibleCount(DIRECTORY_PAGE_SIZE);
  }
  const listRef = useRef<HTMLUListElement>(null);
  // After "Show more", focus moves to the first newly shown service.
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    if (focusIndex.current === null) return;
    const item = listRef.current?.children.item(focusIndex.current);
    focusIndex.current = null;
    if (item instanceof HTMLElement) item.focus();
  });

  // Without JavaScript (and in the prerendered HTML) every service is on the page, since nothing
  // could show more; once the page runs, the list is shortened and "Show more" appears.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  const filtered = filterResources(services, filters);
  const shownCount = enhanced ? Math.min(visibleCount, filtered.length) : filtered.length;
  const remaining = filtered.length - shownCount;
  const total = services.length;
  const anyFilter =
    filters.query !== '' ||
    filters.challenge !== null ||
    filters.kind !== null ||
    Boolean(filters.language);

  let count = '';
  if (state.status === 'ready') {
    count = anyFilter
      ? i18n._('directory.matches', { count: filtered.length })
      : i18n._('directory.total', { count: total });
    if (remaining > 0) count += ` ${i18n._('directory.showingFirst', { count: shownCount })}`;
  }

  return (
    <div className="harbor-directory">
      <form
        role="search"
        aria-label={i18n._('directory.formLabel')}
        className="harbor-directory__filters"
        onSubmit={(event) => event.preventDefault()}
      >
        <noscript>
          <p className="harbor-directory__noscript">{i18n._('directory.noScript')}</p>
        </noscript>
        <FormField
          id={searchId}
          name="q"
          type="search"
          label={i18n._('directory.search')}
          value={text}
          maxLength={100}
          autoComplete="off"
          onChange={(value) => {
            setText(value);
            setLastQuery(value);
            changeFilters({ query: value }, { typing: true });
          }}
        />
        <SelectField
          id={challengeId}
          name="challenge"
          label={i18n._('directory.challenge')}
          value={filters.challenge ?? ''}
          placeholder={i18n._('directory.allChallenges')}
          options={challengeOptions}
          onChange={(value) =>
            changeFilters({ challenge: isHubSlug(value) ? value : null }, { typing: false })
          }
        />
        <SelectField
          id={kindId}
          name="kind"
          label={i18n._('directory.kind')}
          value={filters.kind ?? ''}
          placeholder={i18n._('directory.allKinds')}
          options={kindOptions}
          onChange={(value) =>
            changeFilters({ kind: isResourceKind(value) ? value : null }, { typing: false })
          }
        />
        <SelectField
          id={languageId}
          name="lang"
          label={i18n._('directory.language')}
          value={filters.language ?? ''}
          placeholder={i18n._('directory.anyLanguage')}
          options={languageOptions}
          onChange={(value) =>
            changeFilters({ language: isFilterLanguage(value) ? value : null }, { typing: false })
          }
        />
        {anyFilter ? (
          <button
            type="button"
            className="harbor-button harbor-button--secondary"
            onClick={() => {
              setText('');
              setLastQuery('');
              changeFilters(NO_FILTERS, { typing: false });
            }}
          >
            {i18n._('directory.clear')}
          </button>
        ) : null}
      </form>

      <p role="status" className="harbor-directory__count">
        {count}
      </p>

      {state.status === 'loading' ? (
        <p className="harbor-loading-inline">{i18n._('directory.loading')}</p>
      ) : null}
      {state.status === 'error' ? (
        <LoadError message={i18n._('directory.loadError')} onRetry={retry} />
      ) : null}
      {state.status === 'ready' && filtered.length === 0 ? (
        <div className="harbor-directory__empty">
          <p>
            <strong>
              {filters.query.trim()
                ? i18n._('directory.noMatchFor', { query: filters.query.trim() })
                : i18n._('directory.noMatch')}
            </strong>{' '}
            {i18n._('directory.tryFewer')}
          </p>
          <p>{i18n._('directory.rightNow')}</p>
          <ul className="harbor-directory__empty-lines">
            {[...NO_MATCH_LINES, ...services.filter((resource) => resource.id === '211')].map(
              (line) => (
                <li key={line.name}>
                  <strong lang={i18n.locale === 'en' ? undefined : 'en'}>{line.name}</strong>
                  <ContactLinks
                    name={line.name}
                    phone={line.phone}
                    text={line.text}
                    nameLang={i18n.locale === 'en' ? undefined : 'en'}
                  />
                </li>
              ),
            )}
          </ul>
          <p>
            <a href={crisisLinesHref}>{i18n._('directory.everyLine')}</a>
          </p>
        </div>
      ) : null}
      {filtered.length > 0 ? (
        <ul
          ref={listRef}
          className="harbor-card-grid harbor-directory__results"
          aria-label={i18n._('directory.results')}
        >
          {filtered.map((resource, index) => (
            <li key={resource.id} tabIndex={-1} hidden={index >= shownCount}>
              <ResourceCard resource={resource} linkComponent={linkComponent} paths={paths} />
            </li>
          ))}
        </ul>
      ) : null}
      {remaining > 0 ? (
        <p>
          <button
            type="button"
            className="harbor-button harbor-button--secondary"
            onClick={() => {
              focusIndex.current = shownCount;
              setVisibleCount((count) => count + DIRECTORY_PAGE_SIZE);
            }}
          >
            {i18n._('directory.showMore', {
              count: Math.min(DIRECTORY_PAGE_SIZE, remaining),
              remaining,
            })}
          </button>
        </p>
      ) : null}
    </div>
  );
}

const filtersKey = (filters: ResourceFilters) =>
  `${filters.query}\u0000${filters.challenge ?? ''}\u0000${filters.kind ?? ''}\u0000${filters.language ?? ''}`;

/**
 * Applies a change to the newest filters, not to the ones last rendered. The app's URL update
 * can lag a render behind (a router transition on a slow phone): a key typed right after "Clear
 * filters" must not bring the cleared filters back. Filters that arrive from outside (Back,
 * Forward, a shared link) while nothing of ours is pending win as usual.
 */
function useNewestFilters(
  filters: ResourceFilters,
  onFiltersChange: ResourceDirectoryProps['onFiltersChange'],
) {
  // What we asked for that the app has not shown yet (oldest first), and what was shown then.
  const pending = useRef<{ sent: ResourceFilters[]; from: string }>({ sent: [], from: '' });
  return (change: Partial<ResourceFilters>, options: { typing: boolean }) => {
    const shownKey = filtersKey(filters);
    const { sent, from } = pending.current;
    const shownAt = sent.findIndex((candidate) => filtersKey(candidate) === shownKey);
    let base = filters;
    if (shownAt >= 0) {
      // The app has caught up to one of ours: anything after it is still on its way.
      const stillSent = sent.slice(shownAt + 1);
      base = stillSent.at(-1) ?? filters;
      pending.current = { sent: stillSent, from: shownKey };
    } else if (sent.length > 0 && shownKey === from) {
      // Nothing of ours shown yet: build on the newest we sent.
      base = sent.at(-1) ?? filters;
    } else {
      // Nothing pending, or the filters changed from outside: they are the truth.
      pending.current = { sent: [], from: shownKey };
    }
    const next = { ...base, ...change };
    pending.current.sent = [...pending.current.sent, next];
    onFiltersChange(next, options);
  };
}
