// The `Database` type of one schema, in the shape supabase-js takes (`createClient<Database>`):
// `{ public: { Tables, Views, Functions, Enums, CompositeTypes } }`, read from Postgres's own
// catalogue (pg_class, pg_attribute, pg_type, pg_constraint, pg_proc, pg_enum) of a database the
// migrations were applied to. scripts/gen-types.mjs writes it to src/database-types.ts.
//
// The output is plain TypeScript, unformatted: the script runs Prettier over it.
import type { Queryable } from './db/database.js';

interface PgType {
  oid: number;
  name: string;
  schema: string;
  /** typtype: b base, c composite, d domain, e enum, p pseudo, r range, m multirange. */
  kind: string;
  /** typcategory: A for arrays. */
  category: string;
  element: number;
  base: number;
  relation: number;
}

interface Column {
  relation: string;
  name: string;
  type: number;
  notNull: boolean;
  hasDefault: boolean;
  /** attidentity: '' none, a always, d by default. */
  identity: string;
  /** attgenerated: '' none, s stored. */
  generated: string;
}

interface Relation {
  name: string;
  /** relkind: r table, p partitioned table, f foreign table, v view, m materialized view. */
  kind: string;
  /** pg_relation_is_updatable: 4 update, 8 insert, 16 delete. */
  updatable: number;
}

interface ForeignKey {
  name: string;
  source: string;
  columns: string[];
  target: string;
  targetColumns: string[];
  oneToOne: boolean;
}

interface PgFunction {
  name: string;
  returns: number;
  returnsSet: boolean;
  argNames: string[] | null;
  argTypes: number[];
  argModes: string[] | null;
  /** STRICT: a null argument means no call (null back); otherwise the body receives the null. */
  strict: boolean;
  defaults: number;
}

/** Postgres's own type names as TypeScript, as PostgREST sends them in JSON. */
const SCALARS: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  oid: 'number',
  json: 'Json',
  jsonb: 'Json',
  text: 'string',
  varchar: 'string',
  bpchar: 'string',
  char: 'string',
  name: 'string',
  citext: 'string',
  uuid: 'string',
  bytea: 'string',
  date: 'string',
  time: 'string',
  timetz: 'string',
  timestamp: 'string',
  timestamptz: 'string',
  interval: 'string',
  inet: 'string',
  cidr: 'string',
  macaddr: 'string',
  tsvector: 'string',
  void: 'undefined',
  record: 'Record<string, unknown>',
};

const TRIGGER_RESULTS = new Set(['trigger', 'event_trigger']);

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const key = (name: string) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));
const literal = (value: string) => JSON.stringify(value);
const isView = (relkind: string) => relkind === 'v' || relkind === 'm';
const byName = <T extends { name: string }>(a: T, b: T) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0;

/** `{ a: T; b?: U }` from [name, type, optional] triples, sorted by name. */
function objectType(fields: [name: string, type: string, optional?: boolean][]): string {
  if (fields.length === 0) return '{ [_ in never]: never }';
  const sorted = [...fields].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{\n${sorted.map(([name, type, optional]) => `${key(name)}${optional ? '?' : ''}: ${type}`).join('\n')}\n}`;
}

async function readCatalogue(db: Queryable, schema: string) {
  const types = (
    await db.query<PgType>(
      `select t.oid::int as oid, t.typname as name, n.nspname as schema, t.typtype::text as kind,
              t.typcategory::text as category, t.typelem::int as element,
              t.typbasetype::int as base, t.typrelid::int as relation
         from pg_type t join pg_namespace n on n.oid = t.typnamespace`,
    )
  ).rows;
  const relations = (
    await db.query<Relation>(
      `select c.relname as name, c.relkind::text as kind,
              pg_relation_is_updatable(c.oid::regclass, false) as updatable
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm')`,
      [schema],
    )
  ).rows.sort(byName);
  const columns = (
    await db.query<Column>(
      `select c.relname as relation, a.attname as name, a.atttypid::int as type,
              a.attnotnull as "notNull", a.atthasdef as "hasDefault",
              a.attidentity::text as identity, a.attgenerated::text as generated
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm', 'c')`,
      [schema],
    )
  ).rows;
  // Only keys between two relations of this schema: PostgREST embeds within the schema it serves.
  const foreignKeys = (
    await db.query<ForeignKey>(
      `select con.conname as name, source.relname as source, target.relname as target,
              array(select a.attname::text from unnest(con.conkey) with ordinality k(num, i)
                      join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num
                     order by k.i) as columns,
              array(select a.attname::text from unnest(con.confkey) with ordinality k(num, i)
                      join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num
                     order by k.i) as "targetColumns",
              exists (select 1 from pg_index i
                       where i.indrelid = con.conrelid and i.indisunique and i.indpred is null
                         and i.indnkeyatts = cardinality(con.conkey)
                         and i.indkey::int2[] @> con.conkey
                         and i.indkey::int2[] <@ con.conkey) as "oneToOne"
         from pg_constraint con
         join pg_class source on source.oid = con.conrelid
         join pg_namespace sn on sn.oid = source.relnamespace
         join pg_class target on target.oid = con.confrelid
         join pg_namespace tn on tn.oid = target.relnamespace
        where con.contype = 'f' and sn.nspname = $1 and tn.nspname = $1`,
      [schema],
    )
  ).rows.sort(byName);
  const functions = (
    await db.query<PgFunction>(
      `select p.proname as name, p.prorettype::int as returns, p.proretset as "returnsSet",
              p.proargnames as "argNames",
              coalesce(p.proallargtypes, p.proargtypes::oid[])::int[] as "argTypes",
              p.proargmodes::text[] as "argModes", p.pronargdefaults::int as defaults,
              p.proisstrict as strict
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = $1 and p.prokind = 'f'
          and not exists (select 1 from pg_depend d
                           where d.classid = 'pg_proc'::regclass and d.objid = p.oid
                             and d.deptype = 'e')`,
      [schema],
    )
  ).rows;
  const enums = (
    await db.query<{ type: number; label: string }>(
      `select e.enumtypid::int as type, e.enumlabel as label from pg_enum e
        order by e.enumtypid, e.enumsortorder`,
    )
  ).rows;
  return { types, relations, columns, foreignKeys, functions, enums };
}

/** The TypeScript source of `Database` for `schema` (default `public`), unformatted. */
export async function generateDatabaseTypes(
  db: Queryable,
  { schema = 'public' }: { schema?: string } = {},
): Promise<string> {
  const catalogue = await readCatalogue(db, schema);
  const types = new Map(catalogue.types.map((type) => [type.oid, type]));
  const labels = new Map<number, string[]>();
  for (const { type, label } of catalogue.enums) {
    labels.set(type, [...(labels.get(type) ?? []), label]);
  }
  const relationKinds = new Map(catalogue.relations.map((r) => [r.name, r.kind]));
  const path = (...keys: string[]) =>
    `Database[${literal(schema)}]${keys.map((k) => `[${literal(k)}]`).join('')}`;

  /** The TypeScript of a Postgres type, as PostgREST answers it in JSON. */
  function tsType(oid: number): string {
    const type = types.get(oid);
    if (!type) return 'unknown';
    if (type.category === 'A' && type.element !== 0) {
      const element = tsType(type.element);
      return /[|&]/.test(element) ? `(${element})[]` : `${element}[]`;
    }
    if (type.kind === 'd') return tsType(type.base);
    if (type.kind === 'e') {
      if (type.schema === schema) return path('Enums', type.name);
      return (labels.get(oid) ?? []).map(literal).join(' | ') || 'string';
    }
    if (type.kind === 'c' && type.schema === schema) {
      const relationKind = relationKinds.get(type.name);
      if (relationKind === undefined) return path('CompositeTypes', type.name);
      return path(isView(relationKind) ? 'Views' : 'Tables', type.name, 'Row');
    }
    if (type.kind === 'r' || type.kind === 'm') return 'string';
    return SCALARS[type.name] ?? 'unknown';
  }

  const nullable = (type: string) => `${type} | null`;
  const columnsOf = (relation: string) =>
    catalogue.columns.filter((column) => column.relation === relation);

  function relationType(relation: Relation): string {
    const columns = columnsOf(relation.name);
    const row = objectType(
      columns.map((c) => [c.name, c.notNull ? tsType(c.type) : nullable(tsType(c.type))]),
    );
    const view = isView(relation.kind);
    const writable = (c: Column) => c.generated === '' && c.identity !== 'a';
    const writeType = (c: Column) =>
      writable(c) ? (c.notNull ? tsType(c.type) : nullable(tsType(c.type))) : 'never';
    const insert = objectType(
      columns.map((c) => [
        c.name,
        writeType(c),
        !writable(c) || !c.notNull || c.hasDefault || c.identity !== '' || view,
      ]),
    );
    const update = objectType(columns.map((c) => [c.name, writeType(c), true]));
    const relationships = catalogue.foreignKeys
      .filter((fk) => fk.source === relation.name)
      .map(
        (fk) => `{
          foreignKeyName: ${literal(fk.name)}
          columns: [${fk.columns.map(literal).join(', ')}]
          isOneToOne: ${fk.oneToOne}
          referencedRelation: ${literal(fk.target)}
          referencedColumns: [${fk.targetColumns.map(literal).join(', ')}]
        }`,
      );
    const parts = [`Row: ${row}`];
    if (!view || relation.updatable & 8) parts.push(`Insert: ${insert}`);
    if (!view || relation.updatable & 4) parts.push(`Update: ${update}`);
    parts.push(`Relationships: [${relationships.join(', ')}]`);
    return `{\n${parts.join('\n')}\n}`;
  }

  function functionVariant(fn: PgFunction): string | null {
    const modes = fn.argModes ?? fn.argTypes.map(() => 'i');
    const names = fn.argNames ?? [];
    const inputs: [string, number][] = [];
    const outputs: [string, number][] = [];
    fn.argTypes.forEach((type, index) => {
      const mode = modes[index] ?? 'i';
      const name = names[index] ?? '';
      if (mode === 'i' || mode === 'b' || mode === 'v') inputs.push([name, type]);
      if (mode === 'o' || mode === 'b' || mode === 't') outputs.push([name, type]);
    });
    // PostgREST calls a function with named arguments: one with an unnamed one is left out.
    if (inputs.some(([name]) => name === '')) return null;
    const firstDefault = inputs.length - fn.defaults;
    const args =
      inputs.length === 0
        ? 'never'
        : objectType(
            // A function that is not STRICT receives a null argument as it is (its body decides),
            // so its arguments take null, as its callers pass it.
            inputs.map(([name, type], i) => [
              name,
              fn.strict ? tsType(type) : nullable(tsType(type)),
              i >= firstDefault,
            ]),
          );
    let returns =
      outputs.length > 1 || modes.includes('t')
        ? objectType(outputs.map(([name, type]) => [name, tsType(type)]))
        : tsType(fn.returns);
    if (fn.returnsSet) returns = /[|&]/.test(returns) ? `(${returns})[]` : `${returns}[]`;
    return `{ Args: ${args}\nReturns: ${returns} }`;
  }

  const tables = catalogue.relations.filter((r) => !isView(r.kind));
  const views = catalogue.relations.filter((r) => isView(r.kind));
  const group = (entries: [string, string][]) =>
    entries.length === 0
      ? '{ [_ in never]: never }'
      : `{\n${entries.map(([name, type]) => `${key(name)}: ${type}`).join('\n')}\n}`;

  const functionsByName = new Map<string, string[]>();
  for (const fn of catalogue.functions) {
    if (TRIGGER_RESULTS.has(types.get(fn.returns)?.name ?? '')) continue;
    const variant = functionVariant(fn);
    if (variant) functionsByName.set(fn.name, [...(functionsByName.get(fn.name) ?? []), variant]);
  }
  const functionEntries = [...functionsByName.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, variants]): [string, string] => [name, [...variants].sort().join(' | ')]);

  const schemaEnums = catalogue.types
    .filter((t) => t.kind === 'e' && t.schema === schema)
    .sort(byName)
    .map((t): [string, string] => [t.name, (labels.get(t.oid) ?? []).map(literal).join(' | ')]);
  const composites = catalogue.types
    .filter(
      (t) =>
        t.kind === 'c' && t.schema === schema && t.relation !== 0 && !relationKinds.has(t.name),
    )
    .sort(byName)
    .map((t): [string, string] => [
      t.name,
      objectType(columnsOf(t.name).map((c) => [c.name, nullable(tsType(c.type))])),
    ]);

  const S = literal(schema);
  return `// Generated from supabase/migrations by packages/local-supabase/scripts/gen-types.mjs
// (\`pnpm gen:types\`): do not edit. The migrations are applied to a fresh PGlite and its
// catalogue is read; packages/local-supabase/test/database-types.test.ts fails when this file
// and the migrations disagree.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  /** Which PostgREST the types are written for (supabase-js reads it). */
  __InternalSupabase: { PostgrestVersion: '12' };
  ${key(schema)}: {
    Tables: ${group(tables.map((t) => [t.name, relationType(t)]))}
    Views: ${group(views.map((v) => [v.name, relationType(v)]))}
    Functions: ${group(functionEntries)}
    Enums: ${group(schemaEnums)}
    CompositeTypes: ${group(composites)}
  }
};

type Schema = Database[${S}];

/** A table's row as selected: \`Tables<'catalog_items'>\`. */
export type Tables<Name extends keyof Schema['Tables']> = Schema['Tables'][Name]['Row'];
/** What may be inserted into a table. */
export type TablesInsert<Name extends keyof Schema['Tables']> = Schema['Tables'][Name]['Insert'];
/** What may be updated in a table. */
export type TablesUpdate<Name extends keyof Schema['Tables']> = Schema['Tables'][Name]['Update'];
/** A view's row. */
export type Views<Name extends keyof Schema['Views']> = Schema['Views'][Name]['Row'];
/** An enum's values. */
export type Enums<Name extends keyof Schema['Enums']> = Schema['Enums'][Name];
`;
}
