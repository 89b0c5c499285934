// library.data.ts against the fake client the pages' tests use: what it asks for, and the one result
// shape it answers with, for success and for each way it can fail.
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
    const items = await loadLibraryItems(fake.client);
    expect(items.ok && items.data.map((item) => item.slug)).toEqual(['make-a-crisis-plan']);
    expect(await loadLibraryBody(fake.client, 'thought-record')).toEqual({ ok: true, data: null });
  });
});
