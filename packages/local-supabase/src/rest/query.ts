// PostgREST's query language as SQL: select lists, filters, order, limits and the Prefer header.
// Table and column names are checked against the schema; every value is a bound parameter cast to
// its column's type.
import { parseError, restError } from './errors.js';
import type { TableInfo } from './schema.js';

const MAX_FILTERS = 50;
const MAX_IN_VALUES = 1000;
// A select list is bounded, so one URL cannot ask for a response hundreds of times the table
// (PostgREST's limits are Postgres' 1,664 columns and the URL length; these are tighter).
const MAX_SELECT_LENGTH = 4096;
const MAX_SELECT_ITEMS = 100;
const MAX_SELECT_DEPTH = 3;
const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
const COMPARISONS = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;
const IS_VALUES: Record<string, string> = {
  null: 'null',
  true: 'true',
  false: 'false',
  unknown: 'unknown',
  not_null: 'not null',
};

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Splits on commas that are not inside double quotes or parentheses. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
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

export function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
    return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return trimmed;
}

/** One SQL statement under construction with its bound parameters. */
export class Params {
  readonly values: (string | null)[] = [];

  /** A placeholder casting the text value to the column's type (taken from the catalog). */
  add(value: string | null, type: string): string {
    this.values.push(value);
    return `cast($${this.values.length}::text as ${type})`;
  }

  addText(value: string): string {
    this.values.push(value);
    return `$${this.values.length}::text`;
  }
}

/** The column's type; 400 `42703` for a column the table does not have. */
export function requireColumn(tableName: string, table: TableInfo, column: string): string {
  const type = table.columns.get(column);
  if (type === undefined) {
    throw restError(400, '42703', `column ${tableName}.${column} does not exist`);
  }
  return type;
}

/** `select=*`, `select=id,full_name`, `select=name:full_name`. */
export function buildSelectList(
  tableName: string,
  table: TableInfo,
  select: string | null,
): string {
  if (select === null || select.trim() === '' || select.trim() === '*') return '*';
  checkSelectBounds(select);
  const items: string[] = [];
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
 */
function checkSelectBounds(select: string): void {
  const shown = select.slice(0, 80);
  if (select.length > MAX_SELECT_LENGTH) {
    throw parseError(
      `"failed to parse select parameter (${shown}…)"`,
      `The select parameter is longer than ${MAX_SELECT_LENGTH} characters`,
    );
  }
  let depth = 0;
  let quoted = false;
  /** The items counted so far at each open level. */
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

/** One `column=op.value` filter as SQL with bound values. */
function buildFilter(
  tableName: string,
  table: TableInfo,
  column: string,
  expression: string,
  params: Params,
): string {
  const type = requireColumn(tableName, table, column);
  const ident = quoteIdent(column);
  let rest = expression;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const failed = (hint: string) =>
    parseError(`"failed to parse filter (${expression.slice(0, 80)})"`, hint);
  const dot = rest.indexOf('.');
  if (dot === -1) throw failed('expected an operator like eq., in. or is.');
  const operator = rest.slice(0, dot);
  const value = rest.slice(dot + 1);
  let sql: string;
  if (Object.hasOwn(COMPARISONS, operator)) {
    sql = `${ident} ${COMPARISONS[operator as keyof typeof COMPARISONS]} ${params.add(value, type)}`;
  } else if (operator === 'like' || operator === 'ilike') {
    sql = `${ident}::text ${operator} ${params.addText(value.replace(/\*/g, '%'))}`;
  } else if (operator === 'is') {
    const keyword = Object.hasOwn(IS_VALUES, value.toLowerCase())
      ? IS_VALUES[value.toLowerCase()]
      : undefined;
    if (!keyword) throw failed('is. takes null, not_null, true, false or unknown');
    sql = `${ident} is ${keyword}`;
  } else if (operator === 'in') {
    if (!value.startsWith('(') || !value.endsWith(')')) {
      throw failed('in. takes a list in parentheses: in.(a,b)');
    }
    const inner = value.slice(1, -1);
    const items = inner.trim() === '' ? [] : splitTopLevel(inner).map(unquote);
    if (items.length > MAX_IN_VALUES) throw parseError(`in. takes at most ${MAX_IN_VALUES} values`);
    sql =
      items.length === 0
        ? 'false'
        : `${ident} in (${items.map((item) => params.add(item, type)).join(', ')})`;
  } else {
    throw failed(`The operator "${operator.slice(0, 20)}" is not supported by the local backend`);
  }
  return negate ? `not (${sql})` : sql;
}

/** The `where` clause of every filter in the query string ('' for none). */
export function buildWhere(
  tableName: string,
  table: TableInfo,
  search: URLSearchParams,
  params: Params,
): string {
  const conditions: string[] = [];
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

/** `order=created_at.desc.nullslast,id`. */
export function buildOrder(tableName: string, table: TableInfo, order: string | null): string {
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

export function parseNonNegativeInt(value: string | null, name: string): number | null {
  if (value === null) return null;
  if (!/^\d{1,9}$/.test(value))
    throw parseError(
      `"failed to parse ${name} parameter (${value.slice(0, 40)})"`,
      `${name} must be a non-negative integer`,
    );
  return Number(value);
}

export interface Prefer {
  return: string | null;
  count: boolean;
  resolution: string | null;
  missing: string | null;
}

export function parsePrefer(header: string | undefined): Prefer {
  const prefer: Prefer = { return: null, count: false, resolution: null, missing: null };
  for (const part of (header ?? '').split(',')) {
    const [key = '', value = ''] = part.trim().split('=');
    if (key === 'return') prefer.return = value;
    if (key === 'count' && ['exact', 'planned', 'estimated'].includes(value)) prefer.count = true;
    if (key === 'resolution') prefer.resolution = value;
    if (key === 'missing') prefer.missing = value;
  }
  return prefer;
}

/** A JSON body value as text for a column of the given type. */
export function toColumnText(value: unknown, type: string): string | null {
  if (value === null || value === undefined) return null;
  if (type === 'json' || type === 'jsonb') return JSON.stringify(value);
  if (Array.isArray(value) && type.endsWith('[]')) return toPgArray(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function toPgArray(values: unknown[]): string {
  const items = values.map((value): string => {
    if (value === null || value === undefined) return 'NULL';
    if (Array.isArray(value)) return toPgArray(value);
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}
