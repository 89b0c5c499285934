/** One entry of public.library_items, as the site uses it. */
import type { Tables } from '@harbor-help/local-supabase/database-types';

export type LibraryKind = 'guide' | 'worksheet' | 'book';

export interface LibraryItem {
  slug: string;
  title: string;
  teaser: string;
  kind: LibraryKind;
  challenges: readonly string[];
  membersOnly: boolean;
  author: string | null;
  sourceUrl: string | null;
  readingMinutes: number | null;
  /**
   * Set on a Spanish page when the title or the summary is shown in English (a book's published
   * title, or an item not yet translated), so it is marked `lang="en"`.
   */
  titleLang?: 'en';
  teaserLang?: 'en';
}

/** The languages the library's words are read in. */
export type LibraryLocale = 'en' | 'es';

/** One row as `library.data.ts` selects it (`LIBRARY_ITEM_COLUMNS`). */
export type LibraryItemRow = Pick<
  Tables<'library_items'>,
  | 'slug'
  | 'title'
  | 'teaser'
  | 'kind'
  | 'challenges'
  | 'members_only'
  | 'author'
  | 'source_url'
  | 'reading_minutes'
> &
  Partial<Pick<Tables<'library_items'>, 'title_es' | 'teaser_es'>>;

/** The columns the site reads. */
export const LIBRARY_ITEM_COLUMNS = [
  'slug',
  'title',
  'teaser',
  'kind',
  'challenges',
  'members_only',
  'author',
  'source_url',
  'reading_minutes',
] as const satisfies readonly (keyof LibraryItemRow)[];

/** A Spanish page reads the Spanish words too (and the English ones, for what has none). */
export const LIBRARY_ITEM_COLUMNS_ES = [
  ...LIBRARY_ITEM_COLUMNS,
  'title_es',
  'teaser_es',
] as const satisfies readonly (keyof LibraryItemRow)[];

export const LIBRARY_KINDS: readonly { value: LibraryKind; label: string; plural: string }[] = [
  { value: 'guide', label: 'Guide', plural: 'Guides' },
  { value: 'worksheet', label: 'Worksheet', plural: 'Worksheets' },
  { value: 'book', label: 'Book', plural: 'Books' },
];

/** The hubs of @harbor-help/challenges (HUB_SLUGS), with their page titles. Small and sync on purpose. */
export const LIBRARY_CHALLENGES: readonly { slug: string; title: string }[] = [
  { slug: 'mental-health', title: 'Mental health' },
  { slug: 'poverty', title: 'Poverty' },
  { slug: 'parental-absence', title: 'Growing up without a parent' },
  { slug: 'resource-access', title: 'Finding help and resources' },
  { slug: 'homelessness', title: 'Homelessness' },
  { slug: 'family-instability', title: 'Family instability' },
  { slug: 'substance-abuse', title: 'Substance use and addiction' },
  { slug: 'loved-one', title: 'Worried about a loved one' },
  { slug: 'teenage-pregnancy', title: 'Teenage pregnancy' },
  { slug: 'legal', title: 'Legal problems' },
  { slug: 'financial', title: 'Money and debt' },
  { slug: 'health', title: 'Physical health' },
  { slug: 'immigration', title: 'Immigration' },
  { slug: 'discrimination', title: 'Discrimination' },
  { slug: 'abuse-at-home', title: 'Abuse at home' },
];

export function isLibraryKind(value: string): value is LibraryKind {
  return LIBRARY_KINDS.some((kind) => kind.value === value);
}

export function challengeTitle(slug: string): string {
  return LIBRARY_CHALLENGES.find((entry) => entry.slug === slug)?.title ?? slug;
}

/**
 * A database row as a LibraryItem, in `locale`'s words; null for a row the site cannot show
 * (unknown kind). In Spanish, an item without a Spanish summary is shown whole in English, and a
 * book keeps its published title: both marked (`titleLang`, `teaserLang`), never half translated.
 */
export function toLibraryItem(
  row: LibraryItemRow,
  locale: LibraryLocale = 'en',
): LibraryItem | null {
  if (!isLibraryKind(row.kind)) return null;
  const teaserEs = locale === 'es' ? (row.teaser_es ?? null) : null;
  const titleEs = teaserEs === null ? null : (row.title_es ?? null);
  return {
    slug: row.slug,
    title: titleEs ?? row.title,
    teaser: teaserEs ?? row.teaser,
    kind: row.kind,
    challenges: row.challenges,
    membersOnly: row.members_only,
    author: row.author,
    sourceUrl: row.source_url,
    readingMinutes: row.reading_minutes,
    ...(locale === 'es' && titleEs === null ? { titleLang: 'en' as const } : {}),
    ...(locale === 'es' && teaserEs === null ? { teaserLang: 'en' as const } : {}),
  };
}
