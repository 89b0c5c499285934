/**
 * public.library_items (every item's public part) and public.library_bodies (the text, which
 * row-level security gives only to those allowed to read it).
 */
import type { ClientSource } from '../data/client';
import { readPublicRows, type PublicSource } from '../data/public-rows';
import type { DataResult } from '../data/result';
import { runQuery } from '../data/table';
import {
  LIBRARY_ITEM_COLUMNS,
  LIBRARY_ITEM_COLUMNS_ES,
  toLibraryItem,
  type LibraryItem,
  type LibraryLocale,
} from './library-item';

/** The list's key among the build's data (src/data/build-data.ts), in the words of `locale`. */
export function libraryBuildKey(locale: LibraryLocale = 'en'): string {
  return locale === 'es' ? 'library-items-es' : 'library-items';
}

/**
 * Every item's public part (title, teaser, kind...), in the library's order and in `locale`'s
 * words: the same for every visitor, so read with the anon key and a plain fetch (no
 * supabase-js, see data/public-rows.ts). An English page reads only the English columns.
 */
export function loadLibraryItems(
  source: PublicSource | null,
  locale: LibraryLocale = 'en',
): Promise<DataResult<LibraryItem[]>> {
  return readPublicRows(
    source,
    {
      table: 'library_items',
      columns: locale === 'es' ? LIBRARY_ITEM_COLUMNS_ES : LIBRARY_ITEM_COLUMNS,
      order: ['sort_order', 'title'],
    },
    (rows) => rows.flatMap((row) => toLibraryItem(row, locale) ?? []),
  );
}

/**
 * The body of one item, or `null` when the database does not give it to this caller: a
 * members-only body for someone without access (row-level security decides, not the site, so
 * this one goes through supabase-js with the visitor's session).
 */
export function loadLibraryBody(
  client: ClientSource,
  slug: string,
): Promise<DataResult<string | null>> {
  return runQuery(
    client,
    (supabase) => supabase.from('library_bodies').select('body').eq('item_slug', slug).limit(1),
    (rows) => rows?.[0]?.body ?? null,
  );
}
