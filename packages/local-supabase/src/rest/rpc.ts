// `POST /rest/v1/rpc/<function>` (arguments as a JSON object) or `GET` (arguments as query
// parameters), as PostgREST calls a function of the public schema by its argument names. It runs
// as the request's role, so EXECUTE privileges and RLS decide as on Supabase.
import { asRole, type RequestRole } from '../db/as-role.js';
import type { PGlite } from '../db/database.js';
import { body } from '../http/respond.js';
import { restError } from './errors.js';
import { Params, quoteIdent, toColumnText } from './query.js';
import { readJsonBody } from './respond.js';

export interface RpcRequest {
  request: Request;
  url: URL;
  functionName: string;
  requestRole: RequestRole;
  /** PostgREST's `request.headers` (see `proxiedHeaders`). */
  headers?: Record<string, string>;
}

export function createRpcHandler({ db, maxRows }: { db: PGlite; maxRows: number }) {
  return async function handleRpc({
    request,
    url,
    functionName,
    requestRole,
    headers,
  }: RpcRequest): Promise<Response> {
    const method = request.method;
    if (method !== 'POST' && method !== 'GET' && method !== 'HEAD') {
      throw restError(405, 'PGRST101', 'Only GET and POST are allowed on functions');
    }
    let args: Record<string, unknown> = {};
    if (method === 'POST') {
      const payload = await readJsonBody(request);
      if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
        throw restError(400, 'PGRST102', 'The arguments must be a JSON object');
      }
      args = payload as Record<string, unknown>;
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
    const candidates = (
      await db.query<{ argnames: string[]; argtypes: string[]; retset: boolean; defaults: number }>(
        `select coalesce(p.proargnames[1:p.pronargs], '{}') as argnames,
                array(select format_type(t, null) from unnest(p.proargtypes) t) as argtypes,
                p.proretset as retset, p.pronargdefaults::int as defaults
           from pg_catalog.pg_proc p
           join pg_catalog.pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`,
        [functionName],
      )
    ).rows;
    // As PostgREST: every argument named, but those with a default (the last `defaults` of the
    // function's arguments) may be left out, and the function's default applies.
    const match = candidates.find(
      (c) =>
        names.every((name) => c.argnames.includes(name)) &&
        c.argnames.every(
          (name, i) => names.includes(name) || i >= c.argnames.length - c.defaults,
        ),
    );
    if (!match) throw notFound();
    const params = new Params();
    const call = `public.${quoteIdent(functionName)}(${match.argnames
      .map((name, i) => [name, i] as const)
      .filter(([name]) => names.includes(name))
      .map(([name, i]) => {
        const type = match.argtypes[i] as string;
        return `${quoteIdent(name)} => ${params.add(toColumnText(args[name], type), type)}`;
      })
      .join(', ')})`;
    const sql = match.retset
      ? `select coalesce(json_agg(pgrst_sub.pgrst_row), '[]')::text as body
           from (select pgrst_row from ${call} pgrst_row${maxRows > 0 ? ` limit ${Number(maxRows)}` : ''}) pgrst_sub`
      : `select to_json(${call})::text as body`;
    const result = await asRole(
      db,
      requestRole,
      { method, path: url.pathname, headers },
      async (tx) => {
        const found = await tx.query<{ body: string | null }>(sql, params.values);
        return found.rows[0]?.body ?? 'null';
      },
    );
    return body(200, method === 'HEAD' ? null : result, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(result)),
    });
  };
}
