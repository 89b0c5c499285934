/** Harbor's catalogue items (public.catalog_items): read by `catalog.data.ts`. */
import type { Tables } from '@harbor-help/local-supabase/database-types';

export const CATALOG_KINDS = ['book', 'apparel', 'kit', 'bundle'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];

export function isCatalogKind(value: unknown): value is CatalogKind {
  return (CATALOG_KINDS as readonly unknown[]).includes(value);
}
/** The three bundles, in the shop's order. */
export const BUNDLE_SKUS = ['premium-bundle', 'healing-bundle', 'bundle-kit'] as const;
export type BundleSku = (typeof BUNDLE_SKUS)[number];

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
  /**
   * Set on a Spanish page when the name, or the description and picture text, are shown in
   * English (a book's published title, or an item not yet translated), so they are marked
   * `lang="en"`.
   */
  titleLang?: 'en';
  descriptionLang?: 'en';
}

/** The languages the catalogue is read in. */
export type CatalogLocale = 'en' | 'es';

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
> &
  Partial<Pick<Tables<'catalog_items'>, 'title_es' | 'description_es' | 'image_alt_es'>>;

/** The columns an English page reads. */
export const CATALOG_COLUMNS = [
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

/** A Spanish page reads the Spanish words too (and the English ones, for what has none). */
export const CATALOG_COLUMNS_ES = [
  ...CATALOG_COLUMNS,
  'title_es',
  'description_es',
  'image_alt_es',
] as const satisfies readonly (keyof CatalogRow)[];

/** Only images that ship with the site: a path from the database never points elsewhere. */
function localImage(path: string | null): string | null {
  return path && /^\/images\/products\/[a-z0-9-]+\.(svg|webp)$/.test(path) ? path : null;
}

/**
 * A row as a CatalogItem in `locale`'s words; null for a row the site cannot show (a kind it does
 * not know). In Spanish, an item without a Spanish description is shown whole in English, marked,
 * never half translated; a book keeps its published title, marked.
 */
export function toCatalogItem(row: CatalogRow, locale: CatalogLocale = 'en'): CatalogItem | null {
  if (!isCatalogKind(row.kind)) return null;
  const item: CatalogItem = {
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
  if (locale === 'en') return item;
  if (!row.description_es) return { ...item, titleLang: 'en', descriptionLang: 'en' };
  return {
    ...item,
    title: row.title_es ?? row.title,
    description: row.description_es,
    imageAlt: row.image_alt_es ?? '',
    ...(row.title_es ? {} : { titleLang: 'en' }),
  };
}
