// src/database-types.ts is generated from supabase/migrations (scripts/gen-types.mjs): it must be
// what they generate today, so a migration that renames or retypes a column cannot land without
// the types (and so the site's typecheck) seeing it. And the generator itself, on a schema with
// what Harbor's does not have yet (enums, views, composite types, identity and generated columns,
// functions returning tables, overloads).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_TYPES_FILES, renderDatabaseTypes } from '../scripts/gen-types.mjs';

describe('the committed Database type', () => {
  it('is what supabase/migrations generate, for the site and the Edge Functions (run `pnpm gen:types` after a migration)', async () => {
    const generated = await renderDatabaseTypes();
    expect(DATABASE_TYPES_FILES).toHaveLength(2);
    for (const file of DATABASE_TYPES_FILES) {
      const committed = fs.readFileSync(file, 'utf8');
      // A plain comparison first: the diff of two 900-line strings is long, this says what to do.
      if (committed !== generated) {
        expect.fail(
          `${path.relative(process.cwd(), file)} is out of date with supabase/migrations: run \`pnpm gen:types\` and commit it`,
        );
      }
      expect(committed).toContain('export type Database = {');
    }
  }, 120_000);
});

describe('the generator', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbor-typegen-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes tables, views, functions, enums and composite types as supabase-js reads them', async () => {
    fs.mkdirSync(path.join(dir, 'migrations'));
    fs.writeFileSync(
      path.join(dir, 'migrations', '20260101000000_sample.sql'),
      `
      create type public.mood as enum ('low', 'ok', 'good');
      create type public.place as (city text, zip integer);
      create table public.people (
        id bigint generated always as identity primary key,
        name text not null,
        nickname text,
        mood public.mood not null default 'ok',
        tags text[] not null default '{}',
        shout text generated always as (upper(name)) stored,
        home public.place,
        extra jsonb
      );
      create table public.notes (
        id uuid primary key default gen_random_uuid(),
        person_id bigint not null unique references public.people (id),
        body text not null
      );
      create table public.follows (
        person_id bigint not null references public.people (id),
        follows_id bigint not null references public.people (id),
        primary key (person_id, follows_id)
      );
      create view public.named_people as select id, name from public.people;
      create function public.people_named(p_name text, p_limit integer default 10)
        returns setof public.people language sql strict
        as 'select * from public.people limit p_limit';
      create function public.people_named(p_mood public.mood)
        returns setof public.people language sql as 'select * from public.people';
      create function public.counts() returns table (mood public.mood, total bigint)
        language sql as 'select mood, count(*) from public.people group by mood';
      create function public.touch() returns trigger language plpgsql
        as 'begin return new; end';
      create function public.nothing(integer) returns void language sql as 'select';
      `,
    );
    const source = await renderDatabaseTypes({ supabaseDir: dir });
    // One line, without the separators Prettier puts before a closing brace or bracket.
    const compact = source.replace(/\s+/g, ' ').replace(/[;,] ([}\]])/g, ' $1');
    // Rows: a nullable column is `| null`; an enum, an array and a composite type by reference.
    expect(compact).toContain(
      "people: { Row: { extra: Json | null; home: Database['public']['CompositeTypes']['place'] | null; id: number; mood: Database['public']['Enums']['mood']; name: string; nickname: string | null; shout: string | null; tags: string[] };",
    );
    // Insert: what has a default or may be null is optional; what Postgres computes is never.
    expect(compact).toContain(
      "Insert: { extra?: Json | null; home?: Database['public']['CompositeTypes']['place'] | null; id?: never; mood?: Database['public']['Enums']['mood']; name: string; nickname?: string | null; shout?: never; tags?: string[] };",
    );
    // Relationships, one-to-one when the key's columns are unique.
    expect(compact).toContain(
      "Relationships: [ { foreignKeyName: 'notes_person_id_fkey'; columns: ['person_id']; isOneToOne: true; referencedRelation: 'people'; referencedColumns: ['id'] } ]",
    );
    expect(compact).toContain(
      "{ foreignKeyName: 'follows_person_id_fkey'; columns: ['person_id']; isOneToOne: false;",
    );
    // A simple view can be written to; its columns may all be null.
    expect(compact).toContain(
      'Views: { named_people: { Row: { id: number | null; name: string | null }; Insert: { id?: number | null; name?: string | null };',
    );
    // Functions: overloads as a union, defaults optional, tables as rows; an argument takes null
    // unless the function is STRICT (then a null means no call); triggers and functions with
    // unnamed arguments are not callable through PostgREST, so left out.
    expect(compact).toContain(
      "counts: { Args: never; Returns: { mood: Database['public']['Enums']['mood']; total: number }[] };",
    );
    expect(compact).toContain(
      "people_named: | { Args: { p_limit?: number; p_name: string }; Returns: Database['public']['Tables']['people']['Row'][] } | { Args: { p_mood: Database['public']['Enums']['mood'] | null }; Returns: Database['public']['Tables']['people']['Row'][] }",
    );
    expect(compact).not.toContain('touch:');
    expect(compact).not.toContain('nothing:');
    expect(compact).toContain("Enums: { mood: 'low' | 'ok' | 'good' };");
    expect(compact).toContain(
      'CompositeTypes: { place: { city: string | null; zip: number | null } }',
    );
  }, 120_000);
});
