// catalog.data.ts against a fake PostgREST (the fetch the pages' tests use): what it asks for, and
// the one result shape it answers with, for success and for each way it can fail.
import { describe, expect, it } from 'vitest';
import { SOMETHING_WENT_WRONG_MESSAGE } from '../data/messages';
import type { DataResult } from '../data/result';
import { createFakeRest } from '../shared/test/fake-rest';
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
    const rest = createFakeRest({ catalog_items: { data: [BOOK_ROW], error: null } });
    const result = await loadCatalogItems(rest.source, 'book');
    expect(result).toEqual({
      ok: true,
      data: [expect.objectContaining({ sku: 'book-1', priceCents: 1200, sizes: [] })],
    });
    const request = rest.requestsOf('catalog_items')[0]!;
    expect(request.searchParams.get('kind')).toBe('eq.book');
    expect(request.searchParams.get('order')).toBe('sort_order.asc');
    expect(request.searchParams.get('select')?.split(',')).toEqual([
      'sku',
      'kind',
      'title',
      'description',
      'price_cents',
      'currency',
      'image_path',
      'image_alt',
      'sizes',
    ]);
  });

  it('leaves out a row of a kind the site does not sell', async () => {
    const rest = createFakeRest({
      catalog_items: { data: [{ ...BOOK_ROW, kind: 'gift-card' }, BOOK_ROW], error: null },
    });
    const result = await loadCatalogItems(rest.source, 'book');
    expect(result.ok && result.data.map((item) => item.kind)).toEqual(['book']);
  });

  it('asks for one item by its sku, and answers null for an sku that is not on sale', async () => {
    const rest = createFakeRest({ catalog_items: { data: [], error: null } });
    expect(await loadCatalogItem(rest.source, 'gone')).toEqual({ ok: true, data: null });
    const request = rest.requestsOf('catalog_items')[0]!;
    expect(request.searchParams.get('sku')).toBe('eq.gone');
    expect(request.searchParams.get('limit')).toBe('1');
  });

  it('fails as server when the database answers with an error', async () => {
    const rest = createFakeRest({
      catalog_items: { data: null, error: { message: 'boom', code: 'XX000' } },
    });
    expect(errorOf(await loadCatalogItem(rest.source, 'book-1'))).toMatchObject({
      kind: 'server',
      status: 500,
      message: SOMETHING_WENT_WRONG_MESSAGE,
    });
  });
});
