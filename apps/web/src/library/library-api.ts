import type { SupabaseClient } from '@supabase/supabase-js';
import {
  LIBRARY_ITEM_COLUMNS,
  toLibraryItem,
  type LibraryItem,
  type LibraryItemRow,
} from './library-item';

export class LibraryLoadError extends Error {
  override name = 'LibraryLoadError';
}

export function isLibraryLoadError(error: unknown): error is LibraryLoadError {
  return error instanceof LibraryLoadError;
}

/** Every item's public part (title, teaser, kind...), in the library's order. */
export async function fetchLibraryItems(client: SupabaseClient | null): Promise<LibraryItem[]> {
  if (!client) throw new LibraryLoadError('The site is not connected to its database.');
  const { data, error } = await client
    .from('library_items')
    .select(LIBRARY_ITEM_COLUMNS)
    .order('sort_order', { ascending: true })
    .order('title', { ascending: true });
  if (error) throw new LibraryLoadError(error.message);
  return (data as LibraryItemRow[])
    .map(toLibraryItem)
    .filter((item): item is LibraryItem => item !== null);
}

/**
 * The body of one item, or null when the database does not give it to this caller: a
 * members-only body for someone without access (row-level security decides, not the site).
 */
export async function fetchLibraryBody(
  client: SupabaseClient | null,
  slug: string,
): Promise<string | null> {
  if (!client) throw new LibraryLoadError('The site is not connected to its database.');
  const { data, error } = await client
    .from('library_bodies')
    .select('body')
    .eq('item_slug', slug)
    .limit(1);
  if (error) throw new LibraryLoadError(error.message);
  const rows = data as { body: string }[];
  return rows[0]?.body ?? null;
}
