/**
 * The blog index's rules: filtering by tag and search words, neighbours and related posts.
 * Pure: no React, no globals.
 */
import type { BlogPostSummary } from './blog-post-summary';

/** A tag as people read it: `mental-health` -> `mental health`. */
export function tagLabel(tag: string): string {
  return tag.replace(/-/g, ' ');
}

/** Every tag used by `posts`, alphabetical, with how many posts carry it. */
export function tagCounts(posts: readonly BlogPostSummary[]): { tag: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const post of posts) {
    for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => a.tag.localeCompare(b.tag));
}

function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export interface PostFilter {
  /** Only posts with this tag; empty or null for all. */
  tag?: string | null;
  /** Words that must all appear in the title, summary or tags (any case, accents ignored). */
  query?: string | null;
  /** How a tag reads in the page's language, for the search (`tagLabel` unless given). */
  label?: (tag: string) => string;
}

/** The posts matching the tag and every word of the query, in their original order. */
export function filterPosts(
  posts: readonly BlogPostSummary[],
  { tag, query, label = tagLabel }: PostFilter,
): BlogPostSummary[] {
  const words = normalize(query ?? '')
    .split(/\s+/)
    .filter((word) => word !== '');
  return posts.filter((post) => {
    if (tag && !post.tags.includes(tag)) return false;
    if (words.length === 0) return true;
    const haystack = normalize(
      [post.title, post.summary, ...post.tags.map(label), post.author].join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
}

/**
 * The posts either side of `slug` in `posts` (newest first): `previous` is the older one,
 * `next` the newer one. Both null for an unknown slug.
 */
export function adjacentPosts(
  posts: readonly BlogPostSummary[],
  slug: string,
): { previous: BlogPostSummary | null; next: BlogPostSummary | null } {
  const index = posts.findIndex((post) => post.slug === slug);
  if (index === -1) return { previous: null, next: null };
  return { previous: posts[index + 1] ?? null, next: posts[index - 1] ?? null };
}

/**
 * Up to `limit` other posts sharing at least one tag with `slug`: most shared tags first, then
 * newest first.
 */
export function relatedPosts(
  posts: readonly BlogPostSummary[],
  slug: string,
  limit = 3,
): BlogPostSummary[] {
  const post = posts.find((candidate) => candidate.slug === slug);
  if (!post) return [];
  return posts
    .filter((candidate) => candidate.slug !== slug)
    .map((candidate, order) => ({
      candidate,
      order,
      shared: candidate.tags.filter((tag) => post.tags.includes(tag)).length,
    }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || a.order - b.order)
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}

const DATE_FORMATS = new Map<string, Intl.DateTimeFormat>();

/**
 * `2026-11-02` -> `November 2, 2026` (the calendar date as written, whatever the time zone), or
 * in another locale's way: `2 de noviembre de 2026` for `es`.
 */
export function formatPostDate(date: string, locale = 'en-US'): string {
  let format = DATE_FORMATS.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    DATE_FORMATS.set(locale, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}
