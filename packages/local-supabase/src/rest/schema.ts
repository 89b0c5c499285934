import type { PGlite } from '../db/database.js';

export interface TableInfo {
  /** Column name → Postgres type, in column order. */
  columns: Map<string, string>;
  primaryKey: string[];
}
export type SchemaCache = Map<string, TableInfo>;

/** Tables and views of the public schema with their columns and types, read once at start. */
export async function loadSchemaCache(db: PGlite): Promise<SchemaCache> {
  const result = await db.query<{
    table_name: string;
    column_name: string;
    column_type: string;
    is_primary: boolean;
  }>(`
    select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, null) as column_type,
           coalesce(a.attnum = any(i.indkey::int2[]), false) as is_primary
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      left join pg_catalog.pg_index i on i.indrelid = c.oid and i.indisprimary
     where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
     order by c.relname, a.attnum`);
  const cache: SchemaCache = new Map();
  for (const row of result.rows) {
    let table = cache.get(row.table_name);
    if (!table) {
      table = { columns: new Map(), primaryKey: [] };
      cache.set(row.table_name, table);
    }
    table.columns.set(row.column_name, row.column_type);
    if (row.is_primary) table.primaryKey.push(row.column_name);
  }
  return cache;
}
