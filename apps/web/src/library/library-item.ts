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
}

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
>;

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

export function kindLabel(kind: LibraryKind): string {
  return LIBRARY_KINDS.find((entry) => entry.value === kind)?.label ?? kind;
}

export function challengeTitle(slug: string): string {
  return LIBRARY_CHALLENGES.find((entry) => entry.slug === slug)?.title ?? slug;
}

/** A database row as a LibraryItem; null for a row the site cannot show (unknown kind). */
export function toLibraryItem(row: LibraryItemRow): LibraryItem | null {
  if (!isLibraryKind(row.kind)) return null;
  return {
    slug: row.slug,
    title: row.title,
    teaser: row.teaser,
    kind: row.kind,
    challenges: row.challenges,
    membersOnly: row.members_only,
    author: row.author,
    sourceUrl: row.source_url,
    readingMinutes: row.reading_minutes,
  };
}
