import { describe, expect, it } from 'vitest';
import {
  adjacentPosts,
  filterPosts,
  formatPostDate,
  relatedPosts,
  tagCounts,
  tagLabel,
} from './blog-filter';
import type { BlogPostSummary } from './blog-post-summary';

function post(slug: string, tags: string[], overrides: Partial<BlogPostSummary> = {}) {
  return {
    slug,
    title: `Title of ${slug}`,
    date: '2026-11-01',
    author: 'Harbor team',
    tags,
    summary: `Summary of ${slug}`,
    readingMinutes: 3,
    ...overrides,
  } satisfies BlogPostSummary;
}

// Newest first, as the index is.
const posts = [
  post('rent', ['housing', 'money'], { title: 'When you can’t pay rent' }),
  post('food', ['food', 'money'], { summary: 'SNAP, WIC and food banks' }),
  post('shelter', ['housing', 'getting-help']),
  post('crisis-line', ['mental-health', 'getting-help'], {
    title: 'Calling a crisis líne',
    summary: 'Talk to someone tonight',
  }),
];

describe('tagLabel', () => {
  it('reads hyphens as spaces', () => {
    expect(tagLabel('mental-health')).toBe('mental health');
  });
});

describe('tagCounts', () => {
  it('lists every tag alphabetically with its number of posts', () => {
    expect(tagCounts(posts)).toEqual([
      { tag: 'food', count: 1 },
      { tag: 'getting-help', count: 2 },
      { tag: 'housing', count: 2 },
      { tag: 'mental-health', count: 1 },
      { tag: 'money', count: 2 },
    ]);
  });
});

describe('filterPosts', () => {
  it('returns every post without a filter', () => {
    expect(filterPosts(posts, {})).toEqual(posts);
  });

  it('keeps only the posts with the tag', () => {
    expect(filterPosts(posts, { tag: 'housing' }).map((p) => p.slug)).toEqual(['rent', 'shelter']);
  });

  it('finds words in the title, the summary or the tags, in any case', () => {
    expect(filterPosts(posts, { query: 'RENT' }).map((p) => p.slug)).toEqual(['rent']);
    expect(filterPosts(posts, { query: 'snap' }).map((p) => p.slug)).toEqual(['food']);
    expect(filterPosts(posts, { query: 'mental health' }).map((p) => p.slug)).toEqual([
      'crisis-line',
    ]);
  });

  it('needs every word of the query to match', () => {
    expect(filterPosts(posts, { query: 'money food' }).map((p) => p.slug)).toEqual(['food']);
  });

  it('ignores accents', () => {
    expect(filterPosts(posts, { query: 'line' }).map((p) => p.slug)).toEqual(['crisis-line']);
  });

  it('combines the tag and the query', () => {
    expect(filterPosts(posts, { tag: 'money', query: 'rent' }).map((p) => p.slug)).toEqual([
      'rent',
    ]);
    expect(filterPosts(posts, { tag: 'food', query: 'rent' })).toEqual([]);
  });

  it('finds nothing for an unknown tag', () => {
    expect(filterPosts(posts, { tag: 'no-such-tag' })).toEqual([]);
  });
});

describe('adjacentPosts', () => {
  it('gives the older post as previous and the newer one as next', () => {
    const { previous, next } = adjacentPosts(posts, 'food');

    expect(previous?.slug).toBe('shelter');
    expect(next?.slug).toBe('rent');
  });

  it('has no next post for the newest and no previous post for the oldest', () => {
    expect(adjacentPosts(posts, 'rent').next).toBeNull();
    expect(adjacentPosts(posts, 'crisis-line').previous).toBeNull();
  });

  it('has neither for an unknown slug', () => {
    expect(adjacentPosts(posts, 'nope')).toEqual({ previous: null, next: null });
  });
});

describe('relatedPosts', () => {
  it('lists other posts sharing a tag, most shared tags first, then newest', () => {
    const related = relatedPosts(
      [...posts, post('rent-and-money', ['housing', 'money'], { date: '2026-01-01' })],
      'rent',
    );

    expect(related.map((p) => p.slug)).toEqual(['rent-and-money', 'food', 'shelter']);
  });

  it('leaves out posts with no tag in common', () => {
    expect(relatedPosts(posts, 'food').map((p) => p.slug)).toEqual(['rent']);
  });

  it('stops at the limit', () => {
    expect(relatedPosts(posts, 'shelter', 1).map((p) => p.slug)).toEqual(['rent']);
  });
});

describe('formatPostDate', () => {
  it('writes the calendar date in words', () => {
    expect(formatPostDate('2026-11-02')).toBe('November 2, 2026');
  });
});
