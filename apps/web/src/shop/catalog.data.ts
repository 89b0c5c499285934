/**
 * public.catalog_items, read with the anon key: active items only (row-level security). Read
 * with a plain fetch (no supabase-js, see data/public-rows.ts).
 */
import { readPublicRows, type PublicSource } from '../data/public-rows';
import type { DataResult } from '../data/result';
import {
  CATALOG_COLUMNS,
  CATALOG_COLUMNS_ES,
  toCatalogItem,
  type CatalogItem,
  type CatalogKind,
  type CatalogLocale,
  type CatalogRow,
} from './catalog';

const toItems = (rows: CatalogRow[], locale: CatalogLocale = 'en'): CatalogItem[] =>
  rows.flatMap((row) => toCatalogItem(row, locale) ?? []);

/** One kind's items' key among the build's data (src/data/build-data.ts), in `locale`'s words. */
export const catalogBuildKey = (kind: CatalogKind, locale: CatalogLocale = 'en'): string =>
  locale === 'es' ? `catalog-es:${kind}` : `catalog:${kind}`;

/**
 * Every active item of one kind, in the catalogue's order and in `locale`'s words. An English
 * page reads only the English columns.
 */
export function loadCatalogItems(
  source: PublicSource | null,
  kind: CatalogKind,
  locale: CatalogLocale = 'en',
): Promise<DataResult<CatalogItem[]>> {
  return readPublicRows(
    source,
    {
      table: 'catalog_items',
      columns: locale === 'es' ? CATALOG_COLUMNS_ES : CATALOG_COLUMNS,
      eq: { kind },
      order: ['sort_order'],
    },
    (rows) => toItems(rows, locale),
  );
}

/** One item by its sku; `null` when there is no such active item. */
export function loadCatalogItem(
  source: PublicSource | null,
  sku: string,
): Promise<DataResult<CatalogItem | null>> {
  return readPublicRows(
    source,
    { table: 'catalog_items', columns: CATALOG_COLUMNS, eq: { sku }, limit: 1 },
    (rows) => toItems(rows)[0] ?? null,
  );
}
