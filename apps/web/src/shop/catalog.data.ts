/**
 * public.catalog_items, read with the anon key: active items only (row-level security). Read
 * with a plain fetch (no supabase-js, see data/public-rows.ts).
 */
import { readPublicRows, type PublicSource } from '../data/public-rows';
import type { DataResult } from '../data/result';
import { toCatalogItem, type CatalogItem, type CatalogKind, type CatalogRow } from './catalog';

const COLUMNS = [
  'sku',
  'kind',
  'title',
  'description',
  'price_cents',
  'currency',
  'image_path',
  'image_alt',
  'sizes',
] as const satisfies readonly (keyof CatalogRow)[];

const toItems = (rows: CatalogRow[]): CatalogItem[] =>
  rows.flatMap((row) => toCatalogItem(row) ?? []);

/** One kind's items' key among the build's data (src/data/build-data.ts). */
export const catalogBuildKey = (kind: CatalogKind): string => `catalog:${kind}`;

/** Every active item of one kind, in the catalogue's order. */
export function loadCatalogItems(
  source: PublicSource | null,
  kind: CatalogKind,
): Promise<DataResult<CatalogItem[]>> {
  return readPublicRows(
    source,
    { table: 'catalog_items', columns: COLUMNS, eq: { kind }, order: ['sort_order'] },
    toItems,
  );
}

/** One item by its sku; `null` when there is no such active item. */
export function loadCatalogItem(
  source: PublicSource | null,
  sku: string,
): Promise<DataResult<CatalogItem | null>> {
  return readPublicRows(
    source,
    { table: 'catalog_items', columns: COLUMNS, eq: { sku }, limit: 1 },
    (rows) => toItems(rows)[0] ?? null,
  );
}
