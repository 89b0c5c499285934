// Migration 20261201010000_order_item_title_language.sql on a database that already holds orders
// (issue 25): a line recorded before it gets the language of the name the buyer saw, so
// /es/pago-completado marks an English name inside its Spanish sentence for old orders too.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSchemaDatabase } from '../src/db/database.js';

const MIGRATION = '20261201010000_order_item_title_language.sql';
const migrationsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../supabase/migrations',
);

/** A supabase folder holding every migration before MIGRATION: the database as it was. */
const before = fs.mkdtempSync(path.join(os.tmpdir(), 'harbor-order-lines-'));
/** @type {import('@electric-sql/pglite').PGlite} */
let db;

beforeAll(async () => {
  fs.mkdirSync(path.join(before, 'migrations'));
  for (const name of fs.readdirSync(migrationsDir).filter((file) => file < MIGRATION)) {
    fs.copyFileSync(path.join(migrationsDir, name), path.join(before, 'migrations', name));
  }
  db = await openSchemaDatabase({ supabaseDir: before });
});
afterAll(async () => {
  await db?.close();
  fs.rmSync(before, { recursive: true, force: true });
});

/**
 * Records an order in `language` with `lines` of [sku, title] as the checkout did then.
 * @param {'en' | 'es'} language
 * @param {string} session
 * @param {[sku: string, title: string][]} lines
 * @returns {Promise<string>} the order's id
 */
async function order(language, session, lines) {
  const inserted = await db.query(
    `insert into public.orders (amount_cents, stripe_session_id, language)
     values (1000, $1, $2) returning id`,
    [session, language],
  );
  const id = /** @type {{ id: string }} */ (inserted.rows[0]).id;
  for (const [sku, title] of lines) {
    await db.query(
      `insert into public.order_items (order_id, sku, title, unit_price_cents, quantity)
       values ($1, $2, $3, 1000, 1)`,
      [id, sku, title],
    );
  }
  return id;
}

describe('order_items.title_language for lines recorded before it', () => {
  it("is 'es' for a Spanish order's line unless named by the catalogue's English name", async () => {
    const spanish = await order('es', 'cs_test_spanishorder0001', [
      ['kit-money-reset', 'Ordenar su dinero'],
      // A Spanish name the catalogue has changed since is still Spanish.
      ['kit-first-week', 'La primera semana (nombre anterior)'],
      // A book keeps its published title on a Spanish order.
      ['book-getting-by', 'Getting By: A Plain-Language Money Guide'],
    ]);
    // An English order's line is English, whatever the catalogue's Spanish name.
    const english = await order('en', 'cs_test_englishorder0001', [
      ['kit-money-reset', 'Money Reset Kit'],
    ]);
    await db.exec(fs.readFileSync(path.join(migrationsDir, MIGRATION), 'utf8'));

    const { rows } = await db.query(
      `select order_id, sku, title_language from public.order_items order by order_id, sku`,
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        { order_id: spanish, sku: 'book-getting-by', title_language: 'en' },
        { order_id: spanish, sku: 'kit-first-week', title_language: 'es' },
        { order_id: spanish, sku: 'kit-money-reset', title_language: 'es' },
        { order_id: english, sku: 'kit-money-reset', title_language: 'en' },
      ]),
    );
    expect(rows).toHaveLength(4);
    // A line recorded without it from now on is English, and no other language is accepted.
    await db.query(
      `insert into public.order_items (order_id, sku, title, unit_price_cents, quantity)
       values ($1, 'kit-first-week', 'First Week Kit', 1000, 1)`,
      [english],
    );
    const added = await db.query(
      `select title_language from public.order_items where sku = 'kit-first-week' and order_id = $1`,
      [english],
    );
    expect(added.rows).toEqual([{ title_language: 'en' }]);
    await expect(
      db.query(`update public.order_items set title_language = 'fr' where order_id = $1`, [
        english,
      ]),
    ).rejects.toThrow(/order_items_title_language_check/);
  });
});
