// PostgREST's table endpoints: GET/HEAD, POST (insert, upsert), PATCH and DELETE on the tables
// and views of the public schema, each request one transaction as the JWT's role.
import { asRole, type RequestInfo, type RequestRole } from '../db/as-role.js';
import type { PGlite, Transaction } from '../db/database.js';
import { body } from '../http/respond.js';
import { parseError, restError, singleRowError } from './errors.js';
import {
  Params,
  buildOrder,
  buildSelectList,
  buildWhere,
  parseNonNegativeInt,
  parsePrefer,
  quoteIdent,
  requireColumn,
  toColumnText,
  unquote,
  type Prefer,
} from './query.js';
import { readJsonBody, rows } from './respond.js';
import type { SchemaCache, TableInfo } from './schema.js';

const MAX_ROWS_PER_INSERT = 1000;

export interface TableRequest {
  request: Request;
  url: URL;
  tableName: string;
  requestRole: RequestRole;
  /** PostgREST's `request.headers` (see `proxiedHeaders`). */
  headers?: Record<string, string>;
}

/** What a table request knows before it runs. */
interface Base {
  tableName: string;
  table: TableInfo;
  /** `public."<table>"` */
  from: string;
  search: URLSearchParams;
  prefer: Prefer;
  /** `Accept: application/vnd.pgrst.object+json`: exactly one row, as an object. */
  single: boolean;
  stripNulls: boolean;
  requestRole: RequestRole;
  request: RequestInfo;
}

interface Mutation extends Base {
  statement: string;
  params: Params;
  status: number;
}

export function createTableHandler({
  db,
  getSchema,
  maxRows,
}: {
  db: PGlite;
  getSchema: () => SchemaCache;
  maxRows: number;
}) {
  const run = <T>(
    m: { requestRole: RequestRole; request: RequestInfo },
    work: (tx: Transaction) => Promise<T>,
  ) => asRole(db, m.requestRole, m.request, work);

  /** GET/HEAD: the rows, at most `maxRows` (PostgREST's db-max-rows, `[api] max_rows`). */
  async function select(m: Base, head: boolean): Promise<Response> {
    const { tableName, table, search } = m;
    const params = new Params();
    const selectList = buildSelectList(tableName, table, search.get('select'));
    const where = buildWhere(tableName, table, search, params);
    const order = buildOrder(tableName, table, search.get('order'));
    const requested = parseNonNegativeInt(search.get('limit'), 'limit');
    const limit = maxRows > 0 ? Math.min(requested ?? maxRows, maxRows) : requested;
    const offset = parseNonNegativeInt(search.get('offset'), 'offset') ?? 0;
    const page = `${limit === null ? '' : `limit ${limit}`} ${offset ? `offset ${offset}` : ''}`;
    const result = await run(m, async (tx) => {
      const found = await tx.query<{ n: number; body: string }>(
        `select count(*)::int as n, coalesce(json_agg(pgrst_row), '[]')::text as body
           from (select ${selectList} from ${m.from} ${where} ${order} ${page}) pgrst_row`,
        params.values,
      );
      const total = m.prefer.count
        ? ((
            await tx.query<{ n: number }>(
              `select count(*)::int as n from ${m.from} ${where}`,
              params.values,
            )
          ).rows[0]?.n ?? 0)
        : null;
      return { ...(found.rows[0] as { n: number; body: string }), total };
    });
    const range = result.n === 0 ? '*' : `${offset}-${offset + result.n - 1}`;
    return rows(200, result.body, result.n, {
      single: m.single,
      stripNulls: m.stripNulls,
      contentRange: `${range}/${result.total ?? '*'}`,
      head,
    });
  }

  /**
   * Runs an insert, update or delete; returns the rows when asked (Prefer: return=representation).
   * With the single-object Accept, anything but exactly one row rolls the change back (406).
   */
  async function mutate(m: Mutation): Promise<Response> {
    const representation = m.prefer.return === 'representation';
    const selectList = representation
      ? buildSelectList(m.tableName, m.table, m.search.get('select'))
      : '';
    const result = await run(m, async (tx) => {
      let outcome: { n: number; body: string };
      if (representation) {
        const found = await tx.query<{ n: number; body: string }>(
          `with pgrst_source as (${m.statement} returning *)
           select count(*)::int as n, coalesce(json_agg(pgrst_row), '[]')::text as body
             from (select ${selectList} from pgrst_source) pgrst_row`,
          m.params.values,
        );
        outcome = found.rows[0] as { n: number; body: string };
      } else {
        const done = await tx.query(m.statement, m.params.values);
        outcome = { n: done.affectedRows ?? 0, body: '' };
      }
      if (m.single && outcome.n !== 1) throw singleRowError(outcome.n);
      return outcome;
    });
    const contentRange = m.status === 201 ? '*/*' : result.n === 0 ? '*/*' : `0-${result.n - 1}/*`;
    if (!representation) {
      return body(m.status === 201 ? 201 : 204, null, { 'Content-Range': contentRange });
    }
    return rows(m.status, result.body, result.n, {
      single: m.single,
      stripNulls: m.stripNulls,
      contentRange,
    });
  }

  /** POST: insert one row or many; upsert with `Prefer: resolution=…`. */
  async function insert(base: Base, payload: unknown): Promise<Response> {
    const { tableName, table, search, prefer, from } = base;
    const list = Array.isArray(payload) ? payload : [payload];
    if (list.length > MAX_ROWS_PER_INSERT)
      throw restError(413, 'PGRST102', `At most ${MAX_ROWS_PER_INSERT} rows per insert`);
    if (!list.every((row) => row !== null && typeof row === 'object' && !Array.isArray(row))) {
      throw restError(400, 'PGRST102', 'All rows must be JSON objects');
    }
    const objects = list as Record<string, unknown>[];
    const columnsParam = search.get('columns');
    const columns = columnsParam
      ? columnsParam.split(',').map((c) => unquote(c))
      : [...new Set(objects.flatMap((row) => Object.keys(row)))];
    for (const column of columns) requireColumn(tableName, table, column);
    const params = new Params();
    const useDefault = prefer.missing !== 'null';
    const typeOf = (column: string) => table.columns.get(column) as string;
    const values = objects
      .map(
        (row) =>
          `(${columns
            .map((column) =>
              !Object.hasOwn(row, column) && useDefault
                ? 'default'
                : params.add(toColumnText(row[column], typeOf(column)), typeOf(column)),
            )
            .join(', ')})`,
      )
      .join(', ');
    if (objects.length === 0) {
      return rows(201, '[]', 0, {
        single: base.single,
        stripNulls: base.stripNulls,
        contentRange: '*/*',
        minimal: prefer.return !== 'representation',
      });
    }
    if (columns.length === 0 && objects.length > 1) {
      throw restError(
        400,
        'PGRST102',
        'Rows without any column can only be inserted one at a time',
      );
    }
    let conflict = '';
    if (prefer.resolution === 'merge-duplicates' || prefer.resolution === 'ignore-duplicates') {
      const onConflict = search.get('on_conflict');
      const targets = onConflict ? onConflict.split(',').map((c) => unquote(c)) : table.primaryKey;
      for (const target of targets) requireColumn(tableName, table, target);
      if (targets.length === 0)
        throw parseError('on_conflict is required for a table without a primary key');
      const updates = columns.filter((c) => !targets.includes(c));
      conflict =
        prefer.resolution === 'ignore-duplicates' || updates.length === 0
          ? `on conflict (${targets.map(quoteIdent).join(', ')}) do nothing`
          : `on conflict (${targets.map(quoteIdent).join(', ')}) do update set ${updates
              .map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`)
              .join(', ')}`;
    }
    const statement =
      columns.length === 0
        ? `insert into ${from} default values ${conflict}`
        : `insert into ${from} (${columns.map(quoteIdent).join(', ')}) values ${values} ${conflict}`;
    return mutate({ ...base, statement, params, status: 201 });
  }

  /** PATCH: update the filtered rows with one JSON object. */
  async function update(base: Base, payload: unknown): Promise<Response> {
    const { tableName, table, search, prefer, from } = base;
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
      throw restError(400, 'PGRST102', 'PATCH takes a single JSON object');
    }
    const changes = payload as Record<string, unknown>;
    const params = new Params();
    const assignments = Object.keys(changes).map((column) => {
      const type = requireColumn(tableName, table, column);
      return `${quoteIdent(column)} = ${params.add(toColumnText(changes[column], type), type)}`;
    });
    const where = buildWhere(tableName, table, search, params);
    if (assignments.length === 0) {
      // PostgREST answers an empty PATCH without touching the table.
      return rows(prefer.return === 'representation' ? 200 : 204, '[]', 0, {
        single: false,
        stripNulls: base.stripNulls,
        contentRange: '*/*',
        minimal: prefer.return !== 'representation',
      });
    }
    const statement = `update ${from} set ${assignments.join(', ')} ${where}`;
    return mutate({ ...base, statement, params, status: 200 });
  }

  /** `/rest/v1/<table>`: every method PostgREST answers on a table or view. */
  async function handle({
    request,
    url,
    tableName,
    requestRole,
    headers,
  }: TableRequest): Promise<Response> {
    const method = request.method;
    const profile = request.headers.get(
      method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile',
    );
    if (profile !== null && profile !== 'public') {
      throw restError(406, 'PGRST106', 'The schema must be one of the following: public');
    }
    const table = getSchema().get(tableName);
    if (!table) {
      throw restError(
        404,
        'PGRST205',
        `Could not find the table 'public.${tableName.slice(0, 80)}' in the schema cache`,
      );
    }
    const accept = request.headers.get('accept') ?? '';
    const from = `public.${quoteIdent(tableName)}`;
    const base: Base = {
      tableName,
      table,
      from,
      search: url.searchParams,
      prefer: parsePrefer(request.headers.get('prefer') ?? undefined),
      single: accept.includes('application/vnd.pgrst.object+json'),
      stripNulls: /nulls=stripped/.test(accept),
      requestRole,
      request: { method, path: url.pathname, headers },
    };
    if (method === 'GET' || method === 'HEAD') return select(base, method === 'HEAD');
    if (method === 'POST') return insert(base, await readJsonBody(request));
    if (method === 'PATCH') return update(base, await readJsonBody(request));
    if (method === 'DELETE') {
      const params = new Params();
      const where = buildWhere(tableName, table, base.search, params);
      return mutate({ ...base, statement: `delete from ${from} ${where}`, params, status: 200 });
    }
    throw restError(405, 'PGRST117', `Unsupported HTTP method: ${method.slice(0, 20)}`);
  }

  return { handle };
}
