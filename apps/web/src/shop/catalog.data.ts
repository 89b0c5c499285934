/** public.catalog_items, read with the anon key: active items only (row-level security). */
import type { ClientSource } from '../data/client';
import type { DataResult } from '../data/result';
import { runQuery } from '../data/table';
import { toCatalogItem, type CatalogItem, type CatalogKind, type CatalogRow } from './catalog';

const COLUMNS =
  'sku, kind, title, description, price_cents, currency, image_path, image_alt, sizes';

const toItems = (rows: CatalogRow[] | null): CatalogItem[] =>
  (rows ?? []).flatMap((row) => toCatalogItem(row) ?? []);

/** One kind's items' key among the build's data (src/data/build-data.ts). */
export const catalogBuildKey = (kind: CatalogKind): string => `catalog:${kind}`;

/** Every active item of one kind, in the catalogue's order. */
export function loadCatalogItems(
  client: ClientSource,
  kind: CatalogKind,
): Promise<DataResult<CatalogItem[]>> {
  return runQuery(
    client,
    (supabase) =>
      supabase
        .from('catalog_items')
        .select(COLUMNS)
        .eq('kind', kind)
        .order('sort_order', { ascending: true }),
    toItems,
  );
}

/** One item by its sku; `null` when there is no such active item. */
export function loadCatalogItem(
  client: ClientSource,
  sku: string,
): Promise<DataResult<CatalogItem | null>> {
  return runQuery(
    client,
    (supabase) => supabase.from('catalog_items').select(COLUMNS).eq('sku', sku).limit(1),
    (rows) => toItems(rows)[0] ?? null,
  );
}
