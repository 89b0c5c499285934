// library.data.ts against the fakes the pages' tests use (a fake PostgREST for the list, the fake
// client for a body): what it asks for, and the one result shape it answers with.
import { describe, expect, it } from 'vitest';
import { createFakeSupabase } from '../shared/test/fake-supabase';
import { loadLibraryBody, loadLibraryItems } from './library.data';

describe('library', () => {
  it('reads the items, dropping rows it cannot read, and a body or null', async () => {
    const fake = createFakeSupabase({
      tables: {
        library_items: {
          data: [
            {
              slug: 'make-a-crisis-plan',
              title: 'Make a crisis plan',
              teaser: 'Steps for a bad day.',
              kind: 'guide',
              challenges: ['mental-health'],
              members_only: false,
              reading_minutes: 5,
            },
            { slug: 'broken', kind: 'nonsense' },
          ],
          error: null,
        },
        library_bodies: { data: [], error: null },
      },
    });
    const items = await loadLibraryItems(fake.rest.source);
    expect(items.ok && items.data.map((item) => item.slug)).toEqual(['make-a-crisis-plan']);
    expect(fake.rest.requestsOf('library_items')[0]?.searchParams.get('order')).toBe(
      'sort_order.asc,title.asc',
    );
    expect(fake.reads.map((read) => read.table)).toEqual([]);
    expect(await loadLibraryBody(fake.client, 'thought-record')).toEqual({ ok: true, data: null });
    expect(fake.reads.map((read) => read.table)).toEqual(['library_bodies']);
  });
});
