// @ts-check
// PostgREST-compatible /rest/v1 endpoints, as @supabase/postgrest-js calls them. Every request
// runs in one transaction as the JWT's role with request.jwt.claims set, so row-level security
// decides. Table and column names are checked against the schema; values are bound parameters.
import { HttpError, readBody } from './http.js';

const MAX_REST_BODY_BYTES = 1024 * 1024;
const MAX_ROWS_PER_INSERT = 1000;
const MAX_FILTERS = 50;
const MAX_IN_VALUES = 1000;
// A select list is bounded, so one URL cannot ask for a response hundreds of times the table
// (PostgREST's limits are Postgres' 1,664 columns and the URL length; these are tighter).
const MAX_SELECT_LENGTH = 4096;
const MAX_SELECT_ITEMS = 100;
const MAX_SELECT_DEPTH = 3;
const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
const COMPARISONS = /** @type {const} */ ({
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
});
const ROLES = new Set(['anon', 'authenticated', 'service_role']);

/**
 * @typedef {import('@electric-sql/pglite').PGlite} PGlite
 * @typedef {import('@electric-sql/pglite').Transaction} Transaction
 * @typedef {{ columns: Map<string, string>, primaryKey: string[] }} TableInfo
 * @typedef {Map<string, TableInfo>} SchemaCache
 * @typedef {{ role: string, claims: Record<string, unknown> }} RequestRole
 */

/**
 * A PostgREST error body: `{ code, details, hint, message }`.
 * @param {number} status
 * @param {string} code
 * @param {string} message
 * @param {string | null} [details]
 * @param {string | null} [hint]
 */
export function restError(status, code, message, details = null, hint = null) {
  return new HttpError(status, { code, details, hint, message });
}

/** @param {string} message @param {string | null} [details] */
const parseError = (message, details = null) => restError(400, 'PGRST100', message, details);

/** @param {string} name */
export function quoteIdent(name) {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * Tables and views of the public schema with their columns and types, read once at start.
 * @param {PGlite} db
 * @returns {Promise<SchemaCache>}
 */
export async function loadSchemaCache(db) {
  const result = await db.query(`
    select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, null) as column_type,
           coalesce(a.attnum = any(i.indkey::int2[]), false) as is_primary
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      left join pg_catalog.pg_index i on i.indrelid = c.oid and i.indisprimary
     where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
     order by c.relname, a.attnum`);
  /** @type {SchemaCache} */
  const cache = new Map();
  for (const row of /** @type {{ table_name: string, column_name: string, column_type: string, is_primary: boolean }[]} */ (
    result.rows
  )) {
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

/**
 * Splits on commas that are not inside double quotes or parentheses.
 * @param {string} text
 */
function splitTopLevel(text) {
  /** @type {string[]} */
  const parts = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = /** @type {string} */ (text[i]);
    if (quoted) {
      if (char === '\\' && i + 1 < text.length) {
        current += char + text[i + 1];
        i += 1;
        continue;
      }
      if (char === '"') quoted = false;
      current += char;
      continue;
    }
    if (char === '"') quoted = true;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

/** @param {string} value */
function unquote(value) {
  const trimmed = value.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
    return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return trimmed;
}

/**
 * One SQL statement under construction with its bound parameters.
 */
class Params {
  constructor() {
    /** @type {(string | null)[]} */
    this.values = [];
  }

  /**
   * A placeholder casting the text value to the column's type (taken from the catalog).
   * @param {string | null} value
   * @param {string} type
   */
  add(value, type) {
    this.values.push(value);
    return `cast($${this.values.length}::text as ${type})`;
  }

  /** @param {string} value */
  addText(value) {
    this.values.push(value);
    return `$${this.values.length}::text`;
  }
}

/**
 * @param {string} tableName
 * @param {TableInfo} table
 * @param {string} column
 */
function requireColumn(tableName, table, column) {
  const type = table.columns.get(column);
  if (type === undefined) {
    throw restError(400, '42703', `column ${tableName}.${column} does not exist`);
  }
  return type;
}

/**
 * `select=*`, `select=id,full_name`, `select=name:full_name`.
 * @param {string} tableName
 * @param {TableInfo} table
 * @param {string | null} select
 */
function buildSelectList(tableName, table, select) {
  if (select === null || select.trim() === '' || select.trim() === '*') return '*';
  checkSelectBounds(select);
  /** @type {string[]} */
  const items = [];
  for (const raw of splitTopLevel(select)) {
    const item = raw.trim();
    if (item === '*') {
      items.push('*');
      continue;
    }
    if (item.includes('(') || item.includes('->') || item.includes('::')) {
      throw parseError(
        `"${item.slice(0, 80)}" is not supported by the local backend`,
        'Only plain columns and alias:column can be selected',
      );
    }
    const colon = item.indexOf(':');
    const alias = colon === -1 ? null : unquote(item.slice(0, colon));
    const column = unquote(colon === -1 ? item : item.slice(colon + 1));
    if (!column) throw parseError(`failed to parse select parameter (${select.slice(0, 80)})`);
    requireColumn(tableName, table, column);
    items.push(alias ? `${quoteIdent(column)} as ${quoteIdent(alias)}` : quoteIdent(column));
  }
  return items.join(', ');
}

/**
 * Refuses a select list longer than MAX_SELECT_LENGTH characters, with more than
 * MAX_SELECT_ITEMS items at any level or nested deeper than MAX_SELECT_DEPTH, or with unbalanced
 * parentheses, with PostgREST's parse error (400 PGRST100).
 * @param {string} select
 */
function checkSelectBounds(select) {
  const shown = select.slice(0, 80);
  if (select.length > MAX_SELECT_LENGTH) {
    throw parseError(
      `"failed to parse select parameter (${shown}…)"`,
      `The select parameter is longer than ${MAX_SELECT_LENGTH} characters`,
    );
  }
  let depth = 0;
  let quoted = false;
  /** @type {number[]} the items counted so far at each open level */
  const counts = [1];
  for (let i = 0; i < select.length; i += 1) {
    const char = select[i];
    if (quoted) {
      if (char === '\\') i += 1;
      else if (char === '"') quoted = false;
      continue;
    }
    if (char === '"') quoted = true;
    else if (char === '(') {
      depth += 1;
      if (depth > MAX_SELECT_DEPTH) {
        throw parseError(
          `"failed to parse select parameter (${shown})"`,
          `The select parameter nests more than ${MAX_SELECT_DEPTH} levels deep`,
        );
      }
      counts.push(1);
    } else if (char === ')') {
      depth -= 1;
      counts.pop();
      if (depth < 0) {
        throw parseError(
          `"failed to parse select parameter (${shown})" (line 1, column ${i + 1})`,
          'unexpected ")"',
        );
      }
    } else if (char === ',') {
      const count = (counts[counts.length - 1] ?? 0) + 1;
      counts[counts.length - 1] = count;
      if (count > MAX_SELECT_ITEMS) {
        throw parseError(
          `"failed to parse select parameter (${shown}…)"`,
          `The select parameter lists more than ${MAX_SELECT_ITEMS} items`,
        );
      }
    }
  }
  if (depth !== 0 || quoted) {
    throw parseError(
      `"failed to parse select parameter (${shown})" (line 1, column ${select.length + 1})`,
      'unexpected end of input',
    );
  }
}

/**
 * One `column=op.value` filter as SQL with bound values.
 * @param {string} tableName
 * @param {TableInfo} table
 * @param {string} column
 * @param {string} expression
 * @param {Params} params
 */
function buildFilter(tableName, table, column, expression, params) {
  const type = requireColumn(tableName, table, column);
  const ident = quoteIdent(column);
  let rest = expression;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot === -1)
    throw parseError(
      `"failed to parse filter (${expression.slice(0, 80)})"`,
      'expected an operator like eq., in. or is.',
    );
  const operator = rest.slice(0, dot);
  const value = rest.slice(dot + 1);
  /** @type {string} */
  let sql;
  if (Object.hasOwn(COMPARISONS, operator)) {
    sql = `${ident} ${COMPARISONS[/** @type {keyof typeof COMPARISONS} */ (operator)]} ${params.add(value, type)}`;
  } else if (operator === 'like' || operator === 'ilike') {
    sql = `${ident}::text ${operator === 'like' ? 'like' : 'ilike'} ${params.addText(value.replace(/\*/g, '%'))}`;
  } else if (operator === 'is') {
    const keyword = {
      null: 'null',
      true: 'true',
      false: 'false',
      unknown: 'unknown',
      not_null: 'not null',
    }[value.toLowerCase()];
    if (!keyword)
      throw parseError(
        `"failed to parse filter (${expression.slice(0, 80)})"`,
        'is. takes null, not_null, true, false or unknown',
      );
    sql = `${ident} is ${keyword}`;
  } else if (operator === 'in') {
    if (!value.startsWith('(') || !value.endsWith(')')) {
      throw parseError(
        `"failed to parse filter (${expression.slice(0, 80)})"`,
        'in. takes a list in parentheses: in.(a,b)',
      );
    }
    const inner = value.slice(1, -1);
    const items = inner.trim() === '' ? [] : splitTopLevel(inner).map(unquote);
    if (items.length > MAX_IN_VALUES) throw parseError(`in. takes at most ${MAX_IN_VALUES} values`);
    sql =
      items.length === 0
        ? 'false'
        : `${ident} in (${items.map((item) => params.add(item, type)).join(', ')})`;
  } else {
    throw parseError(
      `"failed to parse filter (${expression.slice(0, 80)})"`,
      `The operator "${operator.slice(0, 20)}" is not supported by the local backend`,
    );
  }
  return negate ? `not (${sql})` : sql;
}

/**
 * @param {string} tableName
 * @param {TableInfo} table
 * @param {URLSearchParams} search
 * @param {Params} params
 */
function buildWhere(tableName, table, search, params) {
  /** @type {string[]} */
  const conditions = [];
  for (const [key, value] of search) {
    if (RESERVED_PARAMS.has(key)) continue;
    if (key === 'or' || key === 'and' || key === 'not.or' || key === 'not.and') {
      throw parseError(`"${key}" filters are not supported by the local backend`);
    }
    if (conditions.length >= MAX_FILTERS)
      throw parseError(`At most ${MAX_FILTERS} filters are allowed`);
    conditions.push(buildFilter(tableName, table, key, value, params));
  }
  return conditions.length ? `where ${conditions.join(' and ')}` : '';
}

/**
 * `order=created_at.desc.nullslast,id`.
 * @param {string} tableName
 * @param {TableInfo} table
 * @param {string | null} order
 */
function buildOrder(tableName, table, order) {
  if (!order) return '';
  const terms = order.split(',').map((term) => {
    const [column = '', ...modifiers] = term.trim().split('.');
    requireColumn(tableName, table, unquote(column));
    let sql = quoteIdent(unquote(column));
    for (const modifier of modifiers) {
      if (modifier === 'asc') sql += ' asc';
      else if (modifier === 'desc') sql += ' desc';
      else if (modifier === 'nullsfirst') sql += ' nulls first';
      else if (modifier === 'nullslast') sql += ' nulls last';
      else
        throw parseError(
          `"failed to parse order (${order.slice(0, 80)})"`,
          `unexpected "${modifier.slice(0, 20)}"`,
        );
    }
    return sql;
  });
  return `order by ${terms.join(', ')}`;
}

/**
 * @param {string | null} value
 * @param {string} name
 */
function parseNonNegativeInt(value, name) {
  if (value === null) return null;
  if (!/^\d{1,9}$/.test(value))
    throw parseError(
      `"failed to parse ${name} parameter (${value.slice(0, 40)})"`,
      `${name} must be a non-negative integer`,
    );
  return Number(value);
}

/**
 * @param {string | undefined} header
 */
function parsePrefer(header) {
  /** @type {{ return: string | null, count: boolean, resolution: string | null, missing: string | null }} */
  const prefer = { return: null, count: false, resolution: null, missing: null };
  for (const part of (header ?? '').split(',')) {
    const [key = '', value = ''] = part.trim().split('=');
    if (key === 'return') prefer.return = value;
    if (key === 'count' && ['exact', 'planned', 'estimated'].includes(value)) prefer.count = true;
    if (key === 'resolution') prefer.resolution = value;
    if (key === 'missing') prefer.missing = value;
  }
  return prefer;
}

/**
 * A JSON body value as text for a column of the given type.
 * @param {unknown} value
 * @param {string} type
 * @returns {string | null}
 */
function toColumnText(value, type) {
  if (value === null || value === undefined) return null;
  if (type === 'json' || type === 'jsonb') return JSON.stringify(value);
  if (Array.isArray(value) && type.endsWith('[]')) return toPgArray(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** @param {unknown[]} values @returns {string} */
function toPgArray(values) {
  const items = values.map((value) => {
    if (value === null || value === undefined) return 'NULL';
    if (Array.isArray(value)) return toPgArray(value);
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}

/**
 * Maps a Postgres error to PostgREST's HTTP status and body.
 * @param {unknown} error
 * @param {string} role
 */
export function postgresErrorToHttp(error, role) {
  const e = /** @type {{ code?: unknown, message?: unknown, detail?: unknown, hint?: unknown }} */ (
    error
  );
  const code = typeof e.code === 'string' ? e.code : '';
  if (!/^[0-9A-Z]{5}$/.test(code)) return null;
  let status = 400;
  if (code === '42501') status = role === 'anon' ? 401 : 403;
  else if (code === '42P01' || code === '42883') status = 404;
  else if (code === '23505' || code === '23503') status = 409;
  else if (code === '25006') status = 405;
  else if (
    code.startsWith('08') ||
    code.startsWith('53') ||
    code.startsWith('54') ||
    code.startsWith('57')
  )
    status = 503;
  else if (code.startsWith('XX') || code.startsWith('58') || code.startsWith('F0')) status = 500;
  return restError(
    status,
    code,
    typeof e.message === 'string' ? e.message : 'database error',
    typeof e.detail === 'string' ? e.detail : null,
    typeof e.hint === 'string' ? e.hint : null,
  );
}

/**
 * @param {{
 *   db: PGlite,
 *   getSchema: () => SchemaCache,
 *   maxRows: number,
 * }} ctx
 */
export function createRestHandler(ctx) {
  const { db } = ctx;

  /**
   * Runs `work` in one transaction as the request's role with its claims set.
   * @template T
   * @param {RequestRole} requestRole
   * @param {{ method: string, path: string }} request
   * @param {(tx: Transaction) => Promise<T>} work
   */
  function asRole(requestRole, request, work) {
    return db.transaction(async (tx) => {
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                set_config('request.method', $3, true), set_config('request.path', $4, true)`,
        [requestRole.role, JSON.stringify(requestRole.claims), request.method, request.path],
      );
      return work(tx);
    });
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   * @param {string} tableName
   * @param {RequestRole} requestRole
   */
  async function handle(req, res, url, tableName, requestRole) {
    if (!ROLES.has(requestRole.role)) {
      throw restError(
        401,
        'PGRST301',
        `The JWT role "${requestRole.role.slice(0, 40)}" is not allowed`,
      );
    }
    const method = req.method ?? 'GET';
    const profile =
      req.headers[method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile'];
    if (profile !== undefined && profile !== 'public') {
      throw restError(406, 'PGRST106', 'The schema must be one of the following: public');
    }
    const table = ctx.getSchema().get(tableName);
    if (!table) {
      throw restError(
        404,
        'PGRST205',
        `Could not find the table 'public.${tableName.slice(0, 80)}' in the schema cache`,
      );
    }
    const accept = String(req.headers.accept ?? '');
    const single = accept.includes('application/vnd.pgrst.object+json');
    const stripNulls = /nulls=stripped/.test(accept);
    const prefer = parsePrefer(
      typeof req.headers.prefer === 'string' ? req.headers.prefer : undefined,
    );
    const search = url.searchParams;
    const from = `public.${quoteIdent(tableName)}`;
    const request = { method, path: url.pathname };

    if (method === 'GET' || method === 'HEAD') {
      const params = new Params();
      const selectList = buildSelectList(tableName, table, search.get('select'));
      const where = buildWhere(tableName, table, search, params);
      const order = buildOrder(tableName, table, search.get('order'));
      const requested = parseNonNegativeInt(search.get('limit'), 'limit');
      // PostgREST's db-max-rows ([api] max_rows): no GET answers more rows than that.
      const limit = ctx.maxRows > 0 ? Math.min(requested ?? ctx.maxRows, ctx.maxRows) : requested;
      const offset = parseNonNegativeInt(search.get('offset'), 'offset') ?? 0;
      const page = `${limit === null ? '' : `limit ${limit}`} ${offset ? `offset ${offset}` : ''}`;
      const result = await asRole(requestRole, request, async (tx) => {
        const rows = await tx.query(
          `select count(*)::int as n, coalesce(json_agg(pgrst_row), '[]')::text as body
             from (select ${selectList} from ${from} ${where} ${order} ${page}) pgrst_row`,
          params.values,
        );
        const total = prefer.count
          ? /** @type {{ n: number }} */ (
              (await tx.query(`select count(*)::int as n from ${from} ${where}`, params.values))
                .rows[0]
            ).n
          : null;
        return { .../** @type {{ n: number, body: string }} */ (rows.rows[0]), total };
      });
      const range = result.n === 0 ? '*' : `${offset}-${offset + result.n - 1}`;
      const contentRange = `${range}/${result.total ?? '*'}`;
      return sendRows(res, 200, result.body, result.n, {
        single,
        stripNulls,
        contentRange,
        head: method === 'HEAD',
      });
    }

    if (method === 'POST') {
      const payload = await readJsonBody(req);
      const rows = Array.isArray(payload) ? payload : [payload];
      if (rows.length > MAX_ROWS_PER_INSERT)
        throw restError(413, 'PGRST102', `At most ${MAX_ROWS_PER_INSERT} rows per insert`);
      if (!rows.every((row) => row !== null && typeof row === 'object' && !Array.isArray(row))) {
        throw restError(400, 'PGRST102', 'All rows must be JSON objects');
      }
      const objects = /** @type {Record<string, unknown>[]} */ (rows);
      const columnsParam = search.get('columns');
      const columns = columnsParam
        ? columnsParam.split(',').map((c) => unquote(c))
        : [...new Set(objects.flatMap((row) => Object.keys(row)))];
      for (const column of columns) requireColumn(tableName, table, column);
      const params = new Params();
      const useDefault = prefer.missing !== 'null';
      const values = objects.length
        ? objects
            .map(
              (row) =>
                `(${columns
                  .map((column) =>
                    !Object.hasOwn(row, column) && useDefault
                      ? 'default'
                      : params.add(
                          toColumnText(
                            row[column],
                            /** @type {string} */ (table.columns.get(column)),
                          ),
                          /** @type {string} */ (table.columns.get(column)),
                        ),
                  )
                  .join(', ')})`,
            )
            .join(', ')
        : '';
      if (objects.length === 0) {
        return sendRows(res, 201, '[]', 0, {
          single,
          stripNulls,
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
        const targets = onConflict
          ? onConflict.split(',').map((c) => unquote(c))
          : table.primaryKey;
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
      const insert =
        columns.length === 0
          ? `insert into ${from} default values ${conflict}`
          : `insert into ${from} (${columns.map(quoteIdent).join(', ')}) values ${values} ${conflict}`;
      return mutate(req, res, {
        tableName,
        table,
        search,
        prefer,
        single,
        stripNulls,
        requestRole,
        request,
        statement: insert,
        params,
        status: 201,
      });
    }

    if (method === 'PATCH') {
      const payload = await readJsonBody(req);
      if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
        throw restError(400, 'PGRST102', 'PATCH takes a single JSON object');
      }
      const changes = /** @type {Record<string, unknown>} */ (payload);
      const params = new Params();
      const assignments = Object.keys(changes).map((column) => {
        const type = requireColumn(tableName, table, column);
        return `${quoteIdent(column)} = ${params.add(toColumnText(changes[column], type), type)}`;
      });
      const where = buildWhere(tableName, table, search, params);
      if (assignments.length === 0) {
        // PostgREST answers an empty PATCH without touching the table.
        return sendRows(res, prefer.return === 'representation' ? 200 : 204, '[]', 0, {
          single: false,
          stripNulls,
          contentRange: '*/*',
          minimal: prefer.return !== 'representation',
        });
      }
      const update = `update ${from} set ${assignments.join(', ')} ${where}`;
      return mutate(req, res, {
        tableName,
        table,
        search,
        prefer,
        single,
        stripNulls,
        requestRole,
        request,
        statement: update,
        params,
        status: 200,
      });
    }

    if (method === 'DELETE') {
      const params = new Params();
      const where = buildWhere(tableName, table, search, params);
      const statement = `delete from ${from} ${where}`;
      return mutate(req, res, {
        tableName,
        table,
        search,
        prefer,
        single,
        stripNulls,
        requestRole,
        request,
        statement,
        params,
        status: 200,
      });
    }

    throw restError(405, 'PGRST117', `Unsupported HTTP method: ${method.slice(0, 20)}`);
  }

  /**
   * Runs an insert, update or delete; returns the rows when asked (Prefer: return=representation).
   * With the single-object Accept, anything but exactly one row rolls the change back (406).
   * @param {import('node:http').IncomingMessage} _req
   * @param {import('node:http').ServerResponse} res
   * @param {{ tableName: string, table: TableInfo, search: URLSearchParams, prefer: ReturnType<typeof parsePrefer>, single: boolean, stripNulls: boolean, requestRole: RequestRole, request: { method: string, path: string }, statement: string, params: Params, status: number }} m
   */
  async function mutate(_req, res, m) {
    const representation = m.prefer.return === 'representation';
    const selectList = representation
      ? buildSelectList(m.tableName, m.table, m.search.get('select'))
      : '';
    const result = await asRole(m.requestRole, m.request, async (tx) => {
      /** @type {{ n: number, body: string }} */
      let outcome;
      if (representation) {
        const rows = await tx.query(
          `with pgrst_source as (${m.statement} returning *)
           select count(*)::int as n, coalesce(json_agg(pgrst_row), '[]')::text as body
             from (select ${selectList} from pgrst_source) pgrst_row`,
          m.params.values,
        );
        outcome = /** @type {{ n: number, body: string }} */ (rows.rows[0]);
      } else {
        const done = await tx.query(m.statement, m.params.values);
        outcome = { n: done.affectedRows ?? 0, body: '' };
      }
      if (m.single && outcome.n !== 1) throw singleRowError(outcome.n);
      return outcome;
    });
    const contentRange = m.status === 201 ? '*/*' : result.n === 0 ? '*/*' : `0-${result.n - 1}/*`;
    if (!representation) {
      res.writeHead(m.status === 201 ? 201 : 204, {
        'Content-Range': contentRange,
        'Content-Length': '0',
      });
      res.end();
      return;
    }
    sendRows(res, m.status, result.body, result.n, {
      single: m.single,
      stripNulls: m.stripNulls,
      contentRange,
    });
  }

  /**
   * `POST /rest/v1/rpc/<function>` (arguments as a JSON object) or `GET` (arguments as query
   * parameters), as PostgREST calls a function of the public schema by its argument names. It
   * runs as the request's role, so EXECUTE privileges and RLS decide as on Supabase.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   * @param {string} functionName
   * @param {RequestRole} requestRole
   */
  async function handleRpc(req, res, url, functionName, requestRole) {
    if (!ROLES.has(requestRole.role)) {
      throw restError(
        401,
        'PGRST301',
        `The JWT role "${requestRole.role.slice(0, 40)}" is not allowed`,
      );
    }
    const method = req.method ?? 'GET';
    if (method !== 'POST' && method !== 'GET' && method !== 'HEAD') {
      throw restError(405, 'PGRST101', 'Only GET and POST are allowed on functions');
    }
    /** @type {Record<string, unknown>} */
    let args = {};
    if (method === 'POST') {
      const payload = await readJsonBody(req);
      if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
        throw restError(400, 'PGRST102', 'The arguments must be a JSON object');
      }
      args = /** @type {Record<string, unknown>} */ (payload);
    } else {
      for (const [key, value] of url.searchParams) args[key] = value;
    }
    const names = Object.keys(args).sort();
    const notFound = () =>
      restError(
        404,
        'PGRST202',
        `Could not find the function public.${functionName.slice(0, 80)}(${names.join(', ').slice(0, 200)}) in the schema cache`,
      );
    if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(functionName)) throw notFound();
    const candidates =
      /** @type {{ argnames: string[], argtypes: string[], retset: boolean }[]} */ (
        (
          await db.query(
            `select coalesce(p.proargnames[1:p.pronargs], '{}') as argnames,
                  array(select format_type(t, null) from unnest(p.proargtypes) t) as argtypes,
                  p.proretset as retset
             from pg_catalog.pg_proc p
             join pg_catalog.pg_namespace n on n.oid = p.pronamespace
            where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`,
            [functionName],
          )
        ).rows
      );
    const match = candidates.find(
      (c) =>
        c.argnames.length === names.length &&
        [...c.argnames].sort().every((n, i) => n === names[i]),
    );
    if (!match) throw notFound();
    const params = new Params();
    const call = `public.${quoteIdent(functionName)}(${match.argnames
      .map((name, i) => {
        const type = /** @type {string} */ (match.argtypes[i]);
        return `${quoteIdent(name)} => ${params.add(toColumnText(args[name], type), type)}`;
      })
      .join(', ')})`;
    const sql = match.retset
      ? `select coalesce(json_agg(pgrst_sub.pgrst_row), '[]')::text as body
           from (select pgrst_row from ${call} pgrst_row${ctx.maxRows > 0 ? ` limit ${Number(ctx.maxRows)}` : ''}) pgrst_sub`
      : `select to_json(${call})::text as body`;
    const result = await asRole(requestRole, { method, path: url.pathname }, async (tx) => {
      const rows = await tx.query(sql, params.values);
      return /** @type {{ body: string | null }} */ (rows.rows[0]).body ?? 'null';
    });
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(result)),
    });
    res.end(method === 'HEAD' ? undefined : result);
  }

  return { handle, handleRpc };
}

/** @param {number} count */
function singleRowError(count) {
  return restError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${count} rows`,
  );
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<unknown>}
 */
async function readJsonBody(req) {
  const body = await readBody(req, MAX_REST_BODY_BYTES, (status, message) =>
    restError(status, 'PGRST102', message),
  );
  const text = body.toString('utf8');
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw restError(400, 'PGRST102', 'Empty or invalid json', null, null);
  }
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} body JSON array text
 * @param {number} count
 * @param {{ single: boolean, stripNulls: boolean, contentRange: string, head?: boolean, minimal?: boolean }} options
 */
function sendRows(res, status, body, count, options) {
  if (options.minimal) {
    res.writeHead(status === 200 ? 204 : status, {
      'Content-Range': options.contentRange,
      'Content-Length': '0',
    });
    res.end();
    return;
  }
  if (options.single && count !== 1) throw singleRowError(count);
  let text = body;
  if (options.single || options.stripNulls) {
    /** @type {unknown} */
    let value = JSON.parse(body);
    if (options.single) value = /** @type {unknown[]} */ (value)[0];
    if (options.stripNulls) value = stripNullFields(value);
    text = JSON.stringify(value);
  }
  const contentType = options.single
    ? 'application/vnd.pgrst.object+json; charset=utf-8'
    : 'application/json; charset=utf-8';
  res.writeHead(status, {
    'Content-Type': contentType,
    'Content-Range': options.contentRange,
    'Content-Length': String(Buffer.byteLength(text)),
  });
  res.end(options.head ? undefined : text);
}

/** @param {unknown} value @returns {unknown} */
function stripNullFields(value) {
  if (Array.isArray(value)) return value.map(stripNullFields);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null));
  }
  return value;
}
