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
import {
  challengeTitle,
  kindLabel,
  LIBRARY_CHALLENGES,
  LIBRARY_KINDS,
  type LibraryItem,
} from './library-item';
import type { DataResult } from '../data/result';
import { useLoadWithBuildData } from '../data/use-load-with-build-data';
import { LIBRARY_BUILD_KEY } from './library.data';

/** Who is looking, as far as the page can tell; the database still decides what they get. */
export type LibraryViewer = 'loading' | 'visitor' | 'signed-in' | 'member';

export interface LibraryViewProps {
  loadItems(): Promise<DataResult<LibraryItem[]>>;
  /** Resolves with the body, or null when the database does not give it to this caller. */
  loadBody(slug: string): Promise<DataResult<string | null>>;
  viewer: LibraryViewer;
}

export const LIBRARY_LOAD_ERROR =
  "We couldn't load the library. Check your connection, then try again.";
export const BODY_LOAD_ERROR = "We couldn't load this item. Check your connection, then try again.";

/** /library: filters kept in the address, the list, and one item opened with `?item=`. */
export function LibraryView({ loadItems, loadBody, viewer }: LibraryViewProps) {
  const [params, setParams] = useSearchParams();
  const query = readLibraryQuery(params);
  // Keep a list already shown (e.g. when the user signs in and it is asked for again). A
  // prerendered page starts with the list the build read, then refreshes it quietly.
  const { state, retry } = useLoadWithBuildData(LIBRARY_BUILD_KEY, loadItems);

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
        Loading the library…
      </p>
    );
  }
  if (state.status === 'error') {
    return <LoadError message={LIBRARY_LOAD_ERROR} onRetry={retry} />;
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
      />
    ) : (
      <div className="web-library__state">
        <h2>We couldn&apos;t find that item</h2>
        <p>It may have moved or been renamed.</p>
        <Link to={libraryHref({ challenge: query.challenge, kind: query.kind })}>
          Back to the library
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
      <LibraryFilters query={query} onChange={setFilter} />
      <p className="web-library__count" role="status">
        {shown.length === state.value.length
          ? `Showing all ${shown.length} items.`
          : `Showing ${shown.length} of ${state.value.length} items.`}
      </p>
      {shown.length === 0 ? (
        <div className="web-library__state">
          <p>Nothing in the library matches both of these filters yet.</p>
          <Link to="/library">Show the whole library</Link>
        </div>
      ) : (
        <ul ref={listRef} className="web-library__list">
          {shown.map((item) => (
            <li key={item.slug}>
              <LibraryCard item={item} query={query} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

const CHALLENGE_OPTIONS = LIBRARY_CHALLENGES.map((challenge) => ({
  value: challenge.slug,
  label: challenge.title,
}));
const KIND_OPTIONS = LIBRARY_KINDS.map((kind) => ({ value: kind.value, label: kind.plural }));

function LibraryFilters({
  query,
  onChange,
}: {
  query: LibraryQuery;
  onChange(name: 'challenge' | 'kind', value: string): void;
}) {
  const id = useId();
  const filtered = query.challenge !== null || query.kind !== null;
  return (
    <form
      className="web-library__filters"
      role="search"
      aria-label="Filter the library"
      onSubmit={(event) => event.preventDefault()}
    >
      <SelectField
        id={`${id}-challenge`}
        name="challenge"
        label="Challenge"
        value={query.challenge ?? ''}
        placeholder="All challenges"
        options={CHALLENGE_OPTIONS}
        onChange={(value) => onChange('challenge', value)}
      />
      <SelectField
        id={`${id}-kind`}
        name="kind"
        label="Kind"
        value={query.kind ?? ''}
        placeholder="Guides, worksheets and books"
        options={KIND_OPTIONS}
        onChange={(value) => onChange('kind', value)}
      />
      {filtered ? (
        <Link className="web-library__clear" to="/library" replace>
          Clear filters
        </Link>
      ) : null}
    </form>
  );
}

function ItemMeta({ item }: { item: LibraryItem }) {
  const parts = [kindLabel(item.kind)];
  if (item.author) parts.push(`by ${item.author}`);
  if (item.readingMinutes && item.kind !== 'book') parts.push(`${item.readingMinutes} min`);
  return (
    <p className="web-library__meta">
      {parts.join(' · ')}
      {' · '}
      <span
        className={
          item.membersOnly ? 'web-library__badge' : 'web-library__badge web-library__badge--free'
        }
      >
        {item.membersOnly ? 'Members only' : 'Free'}
      </span>
    </p>
  );
}

function LibraryCard({ item, query }: { item: LibraryItem; query: LibraryQuery }) {
  return (
    <article className="web-library__card">
      <h2 className="web-library__card-title">
        <Link to={libraryHref({ ...query, item: item.slug })} data-item={item.slug}>
          {item.title}
        </Link>
      </h2>
      <ItemMeta item={item} />
      <p className="web-library__teaser">{item.teaser}</p>
      <p className="web-library__topics">For: {item.challenges.map(challengeTitle).join(', ')}</p>
    </article>
  );
}

function LibraryDetail({
  item,
  query,
  loadBody,
  viewer,
}: {
  item: LibraryItem;
  query: LibraryQuery;
  loadBody(slug: string): Promise<DataResult<string | null>>;
  viewer: LibraryViewer;
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

  const backHref = libraryHref({ challenge: query.challenge, kind: query.kind });

  return (
    <article className="web-library__detail" aria-labelledby="library-item-title">
      <p>
        <Link to={backHref}>Back to the library</Link>
      </p>
      <h2
        id="library-item-title"
        ref={headingRef}
        tabIndex={-1}
        className="web-library__detail-title"
      >
        {item.title}
      </h2>
      <ItemMeta item={item} />
      <p className="web-library__lead">{item.teaser}</p>
      {state.status === 'loading' ? (
        <p className="web-library__state" role="status">
          Loading…
        </p>
      ) : state.status === 'error' ? (
        <LoadError message={BODY_LOAD_ERROR} onRetry={retry} />
      ) : state.value !== null ? (
        <LibraryBody body={state.value} />
      ) : item.membersOnly ? (
        <JoinInvitation item={item} viewer={viewer} />
      ) : (
        <p className="web-library__state">
          This item is not available right now. Please try again later.
        </p>
      )}
      {item.kind === 'book' && item.sourceUrl ? (
        <p className="web-library__source">
          <a href={item.sourceUrl} rel="noopener noreferrer">
            More about this book
          </a>
        </p>
      ) : null}
      <p className="web-library__topics">
        For:{' '}
        {item.challenges.map((slug, index) => (
          <span key={slug}>
            {index > 0 ? ', ' : null}
            <Link to={libraryHref({ challenge: slug })}>{challengeTitle(slug)}</Link>
          </span>
        ))}
      </p>
    </article>
  );
}

function JoinInvitation({ item, viewer }: { item: LibraryItem; viewer: LibraryViewer }) {
  const kind = kindLabel(item.kind).toLowerCase();
  const here = libraryHref({ item: item.slug });
  return (
    <section className="web-library__invite" aria-labelledby="library-invite-title">
      <h3 id="library-invite-title">This {kind} is for Harbor members</h3>
      {viewer === 'member' ? (
        <p>
          We couldn&apos;t open it for your account just now. If you joined in the last few minutes,
          reload the page. If it still doesn&apos;t open, <Link to="/contact">tell us</Link>.
        </p>
      ) : (
        <>
          <p>
            Basic, Premium and VIP members can read every guide, worksheet and book note in the
            library. Everything marked Free stays free for everyone.
          </p>
          {viewer === 'signed-in' ? (
            <p>Your account doesn&apos;t include members-only items yet.</p>
          ) : null}
          <HardshipOffer className="web-prose" />
          <div className="web-actions">
            <Link className="harbor-button harbor-button--primary" to="/products/membership">
              See membership plans
            </Link>
            {viewer === 'signed-in' ? null : (
              <Link
                className="harbor-button harbor-button--secondary"
                to={`/login?redirectTo=${encodeURIComponent(here)}`}
              >
                Already a member? Sign in
              </Link>
            )}
          </div>
        </>
      )}
    </section>
  );
}
