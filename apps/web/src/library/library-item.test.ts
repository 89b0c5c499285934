import { HUB_SLUGS, challenges } from '@harbor-help/challenges';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LIBRARY_CHALLENGES } from './library-item';

const MIGRATIONS = fileURLToPath(new URL('../../../../supabase/migrations/', import.meta.url));

/** The hub slugs the newest migration allows in library_items.challenges. */
function slugsTheDatabaseAllows(): string[] {
  const files = readdirSync(MIGRATIONS).sort();
  let allowed: string[] = [];
  for (const file of files) {
    const sql = readFileSync(MIGRATIONS + file, 'utf8');
    const check = /library_items_challenges check \(\s*challenges <@ array\[([\s\S]*?)\]/.exec(sql);
    if (check?.[1]) allowed = [...check[1].matchAll(/'([a-z-]+)'/g)].map((match) => match[1]!);
  }
  return allowed;
}

describe('LIBRARY_CHALLENGES', () => {
  it('lists every hub, in the hubs’ order, with the title of its page', () => {
    expect(LIBRARY_CHALLENGES.map((entry) => entry.slug)).toEqual([...HUB_SLUGS]);
    for (const entry of LIBRARY_CHALLENGES)
      expect(entry.title, entry.slug).toBe(challenges[entry.slug as keyof typeof challenges].title);
  });

  it('matches the hubs the database lets a library item be filed under', () => {
    expect(slugsTheDatabaseAllows().sort()).toEqual([...HUB_SLUGS].sort());
  });
});
