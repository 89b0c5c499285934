import { LoadError, SelectField, useLoad } from '@harbor-help/ui';
import { useCallback, useId, useLayoutEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  filterLibraryItems,
  libraryHref,
  readLibraryQuery,
  type LibraryQuery,
} from './library-filters';
import { HardshipOffer } from '../membership/hardship-offer';
import { LibraryBody } from './library-body';
import { LIBRARY_CHALLENGES, LIBRARY_KINDS, type LibraryItem } from './library-item';
import type { DataResult } from '../data/result';
import { useLoadWithBuildData } from '../data/use-load-with-build-data';
import { libraryBuildKey } from './library.data';
import { LIBRARY_WORDS, type LibraryWords } from './library-words';

/** Who is looking, as far as the page can tell; the database still decides what they get. */
export type LibraryViewer = 'loading' | 'visitor' | 'signed-in' | 'member';

export interface LibraryViewProps {
  loadItems(): Promise<DataResult<LibraryItem[]>>;
  /** Resolves with the body, or null when the database does not give it to this caller. */
  loadBody(slug: string): Promise<DataResult<string | null>>;
  viewer: LibraryViewer;
  /** The page's words; English when left out (`LIBRARY_WORDS_ES` on /es/biblioteca). */
  words?: LibraryWords;
}

export const LIBRARY_LOAD_ERROR = LIBRARY_WORDS.loadError;
export const BODY_LOAD_ERROR = LIBRARY_WORDS.bodyLoadError;

/** /library: filters kept in the address, the list, and one item opened with `?item=`. */
export function LibraryView({
  loadItems,
  loadBody,
  viewer,
  words = LIBRARY_WORDS,
}: LibraryViewProps) {
  const [params, setParams] = useSearchParams();
  const query = readLibraryQuery(params);
  // Keep a list already shown (e.g. when the user signs in and it is asked for again). A
  // prerendered page starts with the list the build read, then refreshes it quietly.
  const { state, retry } = useLoadWithBuildData(libraryBuildKey(words.locale), loadItems);

  // Back from an item to the list: focus returns to that item's link, where the reader left.
  const listRef = useRef<HTMLUListElement>(null);
  const openedItem = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (query.item) {
      openedItem.current = query.item;
      return;
    }
    if (state.status !== 'ready' || !openedItem.current) return;
    const slug = openedItem.current;
    openedItem.current = null;
    listRef.current?.querySelector<HTMLAnchorElement>(`a[data-item="${slug}"]`)?.focus();
  }, [query.item, state.status]);

  if (state.status === 'loading') {
    return (
      <p className="web-library__state" role="status">
        {words.loading}
      </p>
    );
  }
  if (state.status === 'error') {
    return <LoadError message={words.loadError} onRetry={retry} />;
  }

  if (query.item) {
    const item = state.value.find((entry) => entry.slug === query.item);
    return item ? (
      <LibraryDetail
        key={item.slug}
        item={item}
        query={query}
        loadBody={loadBody}
        viewer={viewer}
        words={words}
      />
    ) : (
      <div className="web-library__state">
        <h2>{words.notFound.title}</h2>
        <p>{words.notFound.text}</p>
        <Link to={libraryHref({ challenge: query.challenge, kind: query.kind }, words.path)}>
          {words.back}
        </Link>
      </div>
    );
  }

  const shown = filterLibraryItems(state.value, query);
  function setFilter(name: 'challenge' | 'kind', value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('item');
    setParams(next, { replace: true });
  }

  return (
    <>
      <LibraryFilters query={query} onChange={setFilter} words={words} />
      <p className="web-library__count" role="status">
        {words.count(shown.length, state.value.length)}
      </p>
      {shown.length === 0 ? (
        <div className="web-library__state">
          <p>{words.noMatch}</p>
          <Link to={words.path}>{words.showAll}</Link>
        </div>
      ) : (
        <ul ref={listRef} className="web-library__list">
          {shown.map((item) => (
            <li key={item.slug}>
              <LibraryCard item={item} query={query} words={words} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function LibraryFilters({
  query,
  onChange,
  words,
}: {
  query: LibraryQuery;
  onChange(name: 'challenge' | 'kind', value: string): void;
  words: LibraryWords;
}) {
  const id = useId();
  const challengeOptions = LIBRARY_CHALLENGES.map((challenge) => ({
    value: challenge.slug,
    label: words.challengeTitle(challenge.slug),
  }));
  const kindOptions = LIBRARY_KINDS.map((kind) => ({
    value: kind.value,
    label: words.kinds[kind.value].plural,
  }));
  const filtered = query.challenge !== null || query.kind !== null;
  return (
    <form
      className="web-library__filters"
      role="search"
      aria-label={words.filters.label}
      onSubmit={(event) => event.preventDefault()}
    >
      <SelectField
        id={`${id}-challenge`}
        name="challenge"
        label={words.filters.challenge}
        value={query.challenge ?? ''}
        placeholder={words.filters.allChallenges}
        options={challengeOptions}
        onChange={(value) => onChange('challenge', value)}
      />
      <SelectField
        id={`${id}-kind`}
        name="kind"
        label={words.filters.kind}
        value={query.kind ?? ''}
        placeholder={words.filters.allKinds}
        options={kindOptions}
        onChange={(value) => onChange('kind', value)}
      />
      {filtered ? (
        <Link className="web-library__clear" to={words.path} replace>
          {words.filters.clear}
        </Link>
      ) : null}
    </form>
  );
}

function ItemMeta({ item, words }: { item: LibraryItem; words: LibraryWords }) {
  const parts = [words.kinds[item.kind].label];
  if (item.author) parts.push(words.by(item.author));
  if (item.readingMinutes && item.kind !== 'book') parts.push(words.minutes(item.readingMinutes));
  return (
    <p className="web-library__meta">
      {parts.join(' · ')}
      {' · '}
      <span
        className={
          item.membersOnly ? 'web-library__badge' : 'web-library__badge web-library__badge--free'
        }
      >
        {item.membersOnly ? words.membersOnly : words.free}
      </span>
    </p>
  );
}

/**
 * A title or summary shown in English on a page in another language: marked `lang="en"`, and
 * said so once, after the summary (a book's published title is not said to be English: it is
 * its name).
 */
function Teaser({
  item,
  words,
  className,
}: {
  item: LibraryItem;
  words: LibraryWords;
  className: string;
}) {
  return (
    <p className={className}>
      <span lang={item.teaserLang}>{item.teaser}</span>
      {item.teaserLang && words.inEnglish ? ` ${words.inEnglish}` : null}
    </p>
  );
}

function LibraryCard({
  item,
  query,
  words,
}: {
  item: LibraryItem;
  query: LibraryQuery;
  words: LibraryWords;
}) {
  return (
    <article className="web-library__card">
      <h2 className="web-library__card-title">
        <Link
          to={libraryHref({ ...query, item: item.slug }, words.path)}
          data-item={item.slug}
          lang={item.titleLang}
        >
          {item.title}
        </Link>
      </h2>
      <ItemMeta item={item} words={words} />
      <Teaser item={item} words={words} className="web-library__teaser" />
      <p className="web-library__topics">
        {words.topics} {item.challenges.map(words.challengeTitle).join(', ')}
      </p>
    </article>
  );
}

function LibraryDetail({
  item,
  query,
  loadBody,
  viewer,
  words,
}: {
  item: LibraryItem;
  query: LibraryQuery;
  loadBody(slug: string): Promise<DataResult<string | null>>;
  viewer: LibraryViewer;
  words: LibraryWords;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const viewerKnown = viewer !== 'loading';
  const load = useCallback(() => loadBody(item.slug), [loadBody, item.slug]);
  const { state, retry } = useLoad(load, { keepWhileLoading: true, enabled: viewerKnown });

  // A layout effect: focus lands in the same commit as the heading, so the first paint of the
  // item already shows where the reader is (and nothing can read the page in between).
  useLayoutEffect(() => {
    headingRef.current?.focus({ preventScroll: false });
  }, []);

  const backHref = libraryHref({ challenge: query.challenge, kind: query.kind }, words.path);

  return (
    <article className="web-library__detail" aria-labelledby="library-item-title">
      <p>
        <Link to={backHref}>{words.back}</Link>
      </p>
      <h2
        id="library-item-title"
        ref={headingRef}
        tabIndex={-1}
        className="web-library__detail-title"
        lang={item.titleLang}
      >
        {item.title}
      </h2>
      <ItemMeta item={item} words={words} />
      <Teaser item={item} words={words} className="web-library__lead" />
      {state.status === 'loading' ? (
        <p className="web-library__state" role="status">
          {words.loadingBody}
        </p>
      ) : state.status === 'error' ? (
        <LoadError message={words.bodyLoadError} onRetry={retry} />
      ) : state.value !== null ? (
        words.bodyInEnglish ? (
          <>
            <p className="web-library__note">{words.bodyInEnglish(item.kind)}</p>
            <div lang="en">
              <LibraryBody body={state.value} />
            </div>
          </>
        ) : (
          <LibraryBody body={state.value} />
        )
      ) : item.membersOnly ? (
        <JoinInvitation item={item} viewer={viewer} words={words} />
      ) : (
        <p className="web-library__state">{words.unavailable}</p>
      )}
      {item.kind === 'book' && item.sourceUrl ? (
        <p className="web-library__source">
          <a href={item.sourceUrl} rel="noopener noreferrer" hrefLang="en">
            {words.moreAboutBook}
          </a>
        </p>
      ) : null}
      <p className="web-library__topics">
        {words.topics}{' '}
        {item.challenges.map((slug, index) => (
          <span key={slug}>
            {index > 0 ? ', ' : null}
            <Link to={libraryHref({ challenge: slug }, words.path)}>
              {words.challengeTitle(slug)}
            </Link>
          </span>
        ))}
      </p>
    </article>
  );
}

function JoinInvitation({
  item,
  viewer,
  words,
}: {
  item: LibraryItem;
  viewer: LibraryViewer;
  words: LibraryWords;
}) {
  const here = libraryHref({ item: item.slug }, words.path);
  return (
    <section className="web-library__invite" aria-labelledby="library-invite-title">
      <h3 id="library-invite-title">{words.invite.title(item.kind)}</h3>
      {viewer === 'member' ? (
        <p>{words.invite.memberProblem}</p>
      ) : (
        <>
          <p>{words.invite.pitch}</p>
          {viewer === 'signed-in' ? <p>{words.invite.noAccess}</p> : null}
          <HardshipOffer className="web-prose" />
          <div className="web-actions">
            <Link className="harbor-button harbor-button--primary" to={words.membershipPath}>
              {words.invite.seePlans}
            </Link>
            {viewer === 'signed-in' ? null : (
              <Link
                className="harbor-button harbor-button--secondary"
                to={`${words.loginPath}?redirectTo=${encodeURIComponent(here)}`}
              >
                {words.invite.signIn}
              </Link>
            )}
          </div>
        </>
      )}
    </section>
  );
}
