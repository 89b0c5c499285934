/** Harbor's catalogue items (public.catalog_items): read by `catalog.data.ts`. */
import type { Tables } from '@harbor-help/local-supabase/database-types';

export const CATALOG_KINDS = ['book', 'apparel', 'kit', 'bundle'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];

export function isCatalogKind(value: unknown): value is CatalogKind {
  return (CATALOG_KINDS as readonly unknown[]).includes(value);
}
export type BundleSku = 'premium-bundle' | 'healing-bundle' | 'bundle-kit';

/** Every size an item may come in, smallest first (catalog_items.sizes holds a subset). */
export const SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'] as const;
export type Size = (typeof SIZES)[number];

export function isSize(value: unknown): value is Size {
  return (SIZES as readonly unknown[]).includes(value);
}

export interface CatalogItem {
  sku: string;
  kind: CatalogKind;
  title: string;
  description: string;
  priceCents: number;
  currency: string;
  /** A local image under /images/products/, or null. */
  imagePath: string | null;
  imageAlt: string;
  /** The sizes to choose from, smallest first; empty when the item has no sizes. */
  sizes: readonly Size[];
}

/** One row as `catalog.data.ts` selects it: its columns as the migrations make them. */
export type CatalogRow = Pick<
  Tables<'catalog_items'>,
  | 'sku'
  | 'kind'
  | 'title'
  | 'description'
  | 'price_cents'
  | 'currency'
  | 'image_path'
  | 'image_alt'
  | 'sizes'
>;

/** Only images that ship with the site: a path from the database never points elsewhere. */
function localImage(path: string | null): string | null {
  return path && /^\/images\/products\/[a-z0-9-]+\.(svg|webp)$/.test(path) ? path : null;
}

/** A row as a CatalogItem; null for a row the site cannot show (a kind it does not know). */
export function toCatalogItem(row: CatalogRow): CatalogItem | null {
  if (!isCatalogKind(row.kind)) return null;
  return {
    sku: row.sku,
    kind: row.kind,
    title: row.title,
    description: row.description,
    priceCents: row.price_cents,
    currency: row.currency,
    imagePath: localImage(row.image_path),
    imageAlt: row.image_alt ?? '',
    sizes: SIZES.filter((size) => row.sizes?.includes(size)),
  };
}
