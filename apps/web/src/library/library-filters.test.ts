import { describe, expect, it } from 'vitest';
import { filterLibraryItems, libraryHref, readLibraryQuery } from './library-filters';
import type { LibraryItem } from './library-item';

const item = (slug: string, kind: LibraryItem['kind'], challenges: string[]): LibraryItem => ({
  slug,
  title: slug,
  teaser: slug,
  kind,
  challenges,
  membersOnly: false,
  author: null,
  sourceUrl: null,
  readingMinutes: null,
});

const items = [
  item('a', 'guide', ['poverty', 'legal']),
  item('b', 'book', ['poverty']),
  item('c', 'worksheet', ['mental-health']),
];

describe('readLibraryQuery', () => {
  it('reads a hub, a kind and an item from the address', () => {
    expect(
      readLibraryQuery(new URLSearchParams('challenge=poverty&kind=book&item=evicted')),
    ).toEqual({ challenge: 'poverty', kind: 'book', item: 'evicted' });
  });

  it('ignores values it does not know instead of failing', () => {
    expect(readLibraryQuery(new URLSearchParams('challenge=moon&kind=film&item=<script>'))).toEqual(
      { challenge: null, kind: null, item: null },
    );
  });
});

describe('libraryHref', () => {
  it('leaves out empty parts', () => {
    expect(libraryHref({})).toBe('/library');
    expect(libraryHref({ challenge: 'poverty', kind: null, item: 'a' })).toBe(
      '/library?challenge=poverty&item=a',
    );
  });
});

describe('filterLibraryItems', () => {
  it('keeps items of the challenge and the kind asked for', () => {
    expect(
      filterLibraryItems(items, { challenge: 'poverty', kind: null }).map((i) => i.slug),
    ).toEqual(['a', 'b']);
    expect(
      filterLibraryItems(items, { challenge: 'poverty', kind: 'book' }).map((i) => i.slug),
    ).toEqual(['b']);
    expect(filterLibraryItems(items, { challenge: null, kind: null })).toHaveLength(3);
    expect(filterLibraryItems(items, { challenge: 'legal', kind: 'book' })).toEqual([]);
  });
});
