import {
  isLibraryKind,
  LIBRARY_CHALLENGES,
  type LibraryItem,
  type LibraryKind,
} from './library-item';

/** What the address asks for: `/library?challenge=<hub>&kind=<kind>&item=<slug>`. */
export interface LibraryQuery {
  challenge: string | null;
  kind: LibraryKind | null;
  item: string | null;
}

/** Reads the query; unknown challenges and kinds are ignored (show everything) rather than failing. */
export function readLibraryQuery(params: URLSearchParams): LibraryQuery {
  const challenge = params.get('challenge');
  const kind = params.get('kind');
  const item = params.get('item');
  return {
    challenge:
      challenge && LIBRARY_CHALLENGES.some((entry) => entry.slug === challenge) ? challenge : null,
    kind: kind && isLibraryKind(kind) ? kind : null,
    item: item && /^[a-z0-9-]{1,80}$/.test(item) ? item : null,
  };
}

/** The address for a query on the library page at `base` (`/es/biblioteca` in Spanish), with empty parts left out. */
export function libraryHref(query: Partial<LibraryQuery>, base = '/library'): string {
  const params = new URLSearchParams();
  if (query.challenge) params.set('challenge', query.challenge);
  if (query.kind) params.set('kind', query.kind);
  if (query.item) params.set('item', query.item);
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

export function filterLibraryItems(
  items: readonly LibraryItem[],
  query: Pick<LibraryQuery, 'challenge' | 'kind'>,
): LibraryItem[] {
  return items.filter(
    (item) =>
      (!query.challenge || item.challenges.includes(query.challenge)) &&
      (!query.kind || item.kind === query.kind),
  );
}
