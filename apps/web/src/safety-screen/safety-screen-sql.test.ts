// The safety screen in SQL (public.safety_screen, generated into a migration) and in TypeScript
// agree: run both over the labelled set and every phrase, in Postgres (PGlite) with every migration.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openSchemaDatabase } from '@harbor-help/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import labelled from './safety-labelled.json';
import phrases from './safety-phrases.json';
import { dangerReason, screenForDanger } from './safety-screen';
import { withSafetyScreenSql } from './safety-screen-sql';

const MIGRATION = fileURLToPath(
  new URL('../../../../supabase/migrations/20261128100000_safety_screen.sql', import.meta.url),
);

type Database = Awaited<ReturnType<typeof openSchemaDatabase>>;
let db: Database;

beforeAll(async () => {
  db = await openSchemaDatabase();
}, 180_000);
afterAll(async () => {
  await db?.close();
});

async function sqlReason(text: string): Promise<string | null> {
  const { rows } = await db.query<{ reason: string | null }>(
    'select public.safety_screen($1) as reason',
    [text],
  );
  return rows[0]?.reason ?? null;
}

function tsReason(text: string): string | null {
  const found = screenForDanger(text);
  return found ? dangerReason(found) : null;
}

describe('public.safety_screen', () => {
  it("is the one generated from today's phrase file", () => {
    const sql = readFileSync(MIGRATION, 'utf8');
    expect(withSafetyScreenSql(sql)).toBe(sql);
  });

  it("gives the same reason as the browser's screen for every labelled text", async () => {
    for (const { text } of labelled.texts) {
      expect(await sqlReason(text), text).toBe(tsReason(text));
    }
  });

  it('gives the same reason for each phrase, its negation and its near-misses', async () => {
    const texts = [
      ...phrases.categories.flatMap((entry) =>
        entry.phrases.map((phrase) =>
          phrase.replace(/\(([^()|]*)[^()]*\)/g, '$1').replace(/\*/g, ' '),
        ),
      ),
      "I'm NOT suicidal!!",
      "I don't know... I want to die",
      'ya no quiero vivir',
      'no me quiero morir',
      'Me muero de risa',
      'dan\u0303o',
      'QUIERO MORIIIIR',
    ];
    for (const text of texts) {
      expect(await sqlReason(text), text).toBe(tsReason(text));
    }
  });

  it('answers null for null and for an ordinary message', async () => {
    const { rows } = await db.query<{ reason: string | null }>(
      'select public.safety_screen(null) as reason',
    );
    expect(rows[0]?.reason).toBeNull();
    expect(await sqlReason('Where is the nearest food bank?')).toBeNull();
  });
});
