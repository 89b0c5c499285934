// `/rest/v1`: tables and views (`/rest/v1/<table>`) and functions (`/rest/v1/rpc/<name>`).
import { Hono } from 'hono/tiny';
import {
  assertApiRole,
  proxiedHeaders,
  resolveRequestRole,
  type RequestRole,
} from '../db/as-role.js';
import type { PGlite } from '../db/database.js';
import { isHttpError } from '../http/errors.js';
import {
  clientAddress,
  requestApiKey,
  requestUrl,
  type AppContext,
  type AppEnv,
} from '../http/respond.js';
import { postgresErrorToHttp, restError } from './errors.js';
import { createRpcHandler } from './rpc.js';
import type { SchemaCache } from './schema.js';
import { createTableHandler } from './tables.js';

export function createRestRoutes({
  db,
  secret,
  getSchema,
  maxRows,
}: {
  db: PGlite;
  secret: Uint8Array;
  getSchema: () => SchemaCache;
  maxRows: number;
}) {
  const tables = createTableHandler({ db, getSchema, maxRows });
  const rpc = createRpcHandler({ db, maxRows });

  /** Runs one request as its role; a Postgres error becomes PostgREST's answer for it. */
  async function asCaller(
    c: AppContext,
    work: (input: {
      request: Request;
      url: URL;
      requestRole: RequestRole;
      headers: Record<string, string>;
    }) => Promise<Response>,
  ): Promise<Response> {
    const url = requestUrl(c);
    const requestRole = await resolveRequestRole(
      c.req.header('authorization'),
      requestApiKey(c),
      secret,
    );
    assertApiRole(requestRole);
    try {
      const headers = proxiedHeaders(c.req.raw, clientAddress(c));
      return await work({ request: c.req.raw, url, requestRole, headers });
    } catch (error) {
      if (isHttpError(error)) throw error;
      throw postgresErrorToHttp(error, requestRole.role) ?? error;
    }
  }

  return new Hono<AppEnv>().all('/*', async (c) => {
    const url = requestUrl(c);
    const tableName = decodeURIComponent(url.pathname.slice('/rest/v1/'.length));
    if (/^rpc\/[^/]+$/.test(tableName)) {
      return asCaller(c, (input) => rpc({ ...input, functionName: tableName.slice(4) }));
    }
    if (!tableName || tableName.includes('/')) {
      throw restError(404, 'PGRST125', `Invalid path specified in request URL`);
    }
    return asCaller(c, (input) => tables.handle({ ...input, tableName }));
  });
}
