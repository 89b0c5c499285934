// catalog.data.ts against the fake client the pages' tests use: what it asks for, and the one result
// shape it answers with, for success and for each way it can fail.
import { describe, expect, it } from 'vitest';
import { SOMETHING_WENT_WRONG_MESSAGE } from '../data/messages';
import type { DataResult } from '../data/result';
import { createFakeSupabase } from '../shared/test/fake-supabase';
import { loadCatalogItem, loadCatalogItems } from './catalog.data';

const errorOf = (result: DataResult<unknown>) => (result.ok ? null : result.error);

const BOOK_ROW = {
  sku: 'book-1',
  kind: 'book',
  title: 'A book',
  description: 'About hard times.',
  price_cents: 1200,
  currency: 'usd',
  image_path: '/images/products/book-1.webp',
  image_alt: 'Its cover',
  sizes: null,
};

describe('catalog', () => {
  it('reads the active items of one kind, in order, as catalogue items', async () => {
    const fake = createFakeSupabase({
      tables: { catalog_items: { data: [BOOK_ROW], error: null } },
    });
    const result = await loadCatalogItems(fake.client, 'book');
    expect(result).toEqual({
      ok: true,
      data: [expect.objectContaining({ sku: 'book-1', priceCents: 1200, sizes: [] })],
    });
    expect(fake.reads[0]?.calls).toContainEqual(['eq', ['kind', 'book']]);
  });

  it('leaves out a row of a kind the site does not sell', async () => {
    const fake = createFakeSupabase({
      tables: {
        catalog_items: { data: [{ ...BOOK_ROW, kind: 'gift-card' }, BOOK_ROW], error: null },
      },
    });
    const result = await loadCatalogItems(fake.client, 'book');
    expect(result.ok && result.data.map((item) => item.kind)).toEqual(['book']);
  });

  it('answers null for an sku that is not on sale', async () => {
    const fake = createFakeSupabase({ tables: { catalog_items: { data: [], error: null } } });
    expect(await loadCatalogItem(fake.client, 'gone')).toEqual({ ok: true, data: null });
  });

  it('fails as server when the database answers with an error', async () => {
    const fake = createFakeSupabase({
      tables: { catalog_items: { data: null, error: { message: 'boom' } } },
    });
    expect(errorOf(await loadCatalogItem(fake.client, 'book-1'))).toMatchObject({
      kind: 'server',
      message: SOMETHING_WENT_WRONG_MESSAGE,
    });
  });
});
