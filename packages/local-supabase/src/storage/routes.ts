// The parts of Supabase Storage (`/storage/v1`) Harbor uses, on the same database: buckets,
// upload, list (default limit 100), download, and signed URLs (a JWT with the object's path
// and an expiry, signed with the project secret, as Supabase's storage API makes them). Object
// rows live in storage.objects with row-level security, and every metadata query runs as the
// caller's role (the shared asRole), so storage policies decide as on Supabase; with none, only
// the service role sees a private bucket. Bytes live in harbor_local.storage_object_data.
import { Hono } from 'hono/tiny';
import { SignJWT } from 'jose';
import { asRole, resolveRequestRole, type RequestRole } from '../db/as-role.js';
import type { PGlite, Transaction } from '../db/database.js';
import { readBody } from '../http/body.js';
import { HttpError } from '../http/errors.js';
import { body, json, requestApiKey, requestUrl, type AppEnv } from '../http/respond.js';
import { verifyJwt } from '../jwt.js';
import { DEFAULT_CACHE_CONTROL, contentTypeFor, validObjectName, writeObject } from './objects.js';

const MAX_OBJECT_BYTES = 10 * 1024 * 1024;
const MAX_REQUEST_BYTES = 64 * 1024;
const DEFAULT_LIST_LIMIT = 100;

function storageError(status: number, error: string, message: string): HttpError {
  return new HttpError(status, { statusCode: String(status), error, message });
}
const notFound = () => storageError(400, 'not_found', 'Object not found');
const rlsDenied = () =>
  storageError(403, 'Unauthorized', 'new row violates row-level security policy');

interface StoredObject {
  content: Uint8Array;
  metadata: Record<string, unknown>;
}

/** Splits `<bucket>/<name...>` (URL-encoded) into its parts. */
function bucketAndName(rest: string): { bucket: string; name: string } {
  const decoded = rest.split('/').map((part) => decodeURIComponent(part));
  const bucket = decoded[0] ?? '';
  const name = decoded.slice(1).join('/');
  if (!/^[a-z0-9_-]{1,63}$/.test(bucket) || !validObjectName(name)) {
    throw storageError(400, 'invalid_key', 'Invalid bucket or object name');
  }
  return { bucket, name };
}

async function readJson(request: Request): Promise<Record<string, unknown>> {
  const raw = await readBody(request, MAX_REQUEST_BYTES, (s, m) => storageError(s, 'invalid', m));
  return JSON.parse(raw.toString('utf8') || '{}') as Record<string, unknown>;
}

/** An object's bytes with its headers; `?download` makes it an attachment. */
function sendObject(object: StoredObject, name: string, url: URL, head: boolean): Response {
  const download = url.searchParams.get('download');
  const metadata = object.metadata;
  const headers: Record<string, string> = {
    'Content-Type': String(metadata.mimetype ?? 'application/octet-stream'),
    'Content-Length': String(object.content.length),
    'Cache-Control': String(metadata.cacheControl ?? `max-age=${DEFAULT_CACHE_CONTROL}`),
    ETag: String(metadata.eTag ?? ''),
    'X-Content-Type-Options': 'nosniff',
    'Access-Control-Allow-Origin': '*',
  };
  if (download !== null) {
    const fileName = (download || name.split('/').pop() || 'download').replace(/["\\\r\n]/g, '_');
    headers['Content-Disposition'] = `attachment; filename="${fileName}"`;
  }
  return body(200, head ? null : new Uint8Array(object.content), headers);
}

export function createStorageRoutes({ db, secret }: { db: PGlite; secret: Uint8Array }) {
  /** `GET /object/sign/<bucket>/<name>?token=…`: a signed download, no apikey needed. */
  async function signedDownload(request: Request, url: URL, route: string): Promise<Response> {
    const { bucket, name } = bucketAndName(route.slice('/object/sign/'.length));
    const check = await verifyJwt(url.searchParams.get('token') ?? '', secret);
    if (!check.ok) {
      throw check.reason === 'expired'
        ? storageError(400, 'InvalidJWT', '"exp" claim timestamp check failed')
        : storageError(400, 'InvalidSignature', 'The signature of the URL is not valid');
    }
    if (check.claims.url !== `${bucket}/${name}`) {
      throw storageError(400, 'InvalidSignature', 'The URL was not signed for this object');
    }
    const found = await db.query<StoredObject>(
      `select d.content, o.metadata from storage.objects o
         join harbor_local.storage_object_data d on d.object_id = o.id
        where o.bucket_id = $1 and o.name = $2`,
      [bucket, name],
    );
    const object = found.rows[0];
    if (!object) throw notFound();
    return sendObject(object, name, url, request.method === 'HEAD');
  }

  async function createBucket(request: Request, run: RunAsCaller): Promise<Response> {
    const input = await readJson(request);
    const id = String(input.id ?? input.name ?? '');
    if (!/^[a-z0-9_-]{1,63}$/.test(id))
      throw storageError(400, 'invalid_bucket_name', 'Invalid bucket name');
    await run(async (tx) => {
      try {
        await tx.query(`insert into storage.buckets (id, name, public) values ($1, $1, $2)`, [
          id,
          Boolean(input.public),
        ]);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === '23505') throw storageError(409, 'Duplicate', 'The resource already exists');
        if (code === '42501') throw rlsDenied();
        throw error;
      }
    });
    return json(200, { name: id });
  }

  async function getBucket(route: string, run: RunAsCaller): Promise<Response> {
    const id = decodeURIComponent(route.slice('/bucket/'.length));
    const bucket = await run(
      async (tx) => (await tx.query(`select * from storage.buckets where id = $1`, [id])).rows[0],
    );
    if (!bucket) throw storageError(400, 'not_found', 'Bucket not found');
    return json(200, bucket);
  }

  /** `POST /object/sign/<bucket>/<name>` `{ expiresIn }`: a signed URL for an object the caller can see. */
  async function signUrl(request: Request, route: string, run: RunAsCaller): Promise<Response> {
    const { bucket, name } = bucketAndName(route.slice('/object/sign/'.length));
    const input = await readJson(request);
    const expiresIn = Number(input.expiresIn);
    if (!Number.isInteger(expiresIn) || expiresIn < 1) {
      throw storageError(
        400,
        'invalid_expires_in',
        'expiresIn must be a positive whole number of seconds',
      );
    }
    const visible = await run(
      async (tx) =>
        (
          await tx.query(`select 1 from storage.objects where bucket_id = $1 and name = $2`, [
            bucket,
            name,
          ])
        ).rows.length > 0,
    );
    if (!visible) throw notFound();
    const key = `${bucket}/${name}`;
    const token = await new SignJWT({ url: key })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
      .sign(secret);
    const encoded = key.split('/').map(encodeURIComponent).join('/');
    return json(200, { signedURL: `/object/sign/${encoded}?token=${token}` });
  }

  /** `POST /object/list/<bucket>`: one folder level, like Supabase's list (default limit 100). */
  async function list(request: Request, route: string, run: RunAsCaller): Promise<Response> {
    const bucket = decodeURIComponent(route.slice('/object/list/'.length));
    const input = await readJson(request);
    const prefix = String(input.prefix ?? '').replace(/^\/+|\/+$/g, '');
    const limit = Math.min(
      Math.max(Number.isInteger(input.limit) ? (input.limit as number) : DEFAULT_LIST_LIMIT, 1),
      1000,
    );
    const offset = Math.max(Number.isInteger(input.offset) ? (input.offset as number) : 0, 0);
    const search = typeof input.search === 'string' ? input.search : '';
    const descending = (input.sortBy as { order?: unknown } | undefined)?.order === 'desc';
    type ListRow = {
      name: string;
      id: string | null;
      updated_at: unknown;
      created_at: unknown;
      last_accessed_at: unknown;
      metadata: unknown;
    };
    const found = await run(
      async (tx) =>
        (
          await tx.query<ListRow>(
            `select name, id, updated_at, created_at, last_accessed_at, metadata from storage.objects
              where bucket_id = $1 and ($2 = '' or name like $2 || '/%') order by name`,
            [bucket, prefix],
          )
        ).rows,
    );
    const entries = new Map<string, ListRow>();
    for (const row of found) {
      const rest = prefix ? row.name.slice(prefix.length + 1) : row.name;
      const slash = rest.indexOf('/');
      const entryName = slash === -1 ? rest : rest.slice(0, slash);
      if (search && !entryName.includes(search)) continue;
      if (entries.has(entryName)) continue;
      entries.set(
        entryName,
        slash === -1
          ? { ...row, name: entryName }
          : {
              name: entryName,
              id: null,
              updated_at: null,
              created_at: null,
              last_accessed_at: null,
              metadata: null,
            },
      );
    }
    const sorted = [...entries.values()].sort(
      (a, b) => (descending ? -1 : 1) * a.name.localeCompare(b.name),
    );
    return json(200, sorted.slice(offset, offset + limit));
  }

  /** `GET /object/authenticated/<bucket>/<name>`: the bytes, if the caller may see the object. */
  async function download(
    request: Request,
    url: URL,
    route: string,
    run: RunAsCaller,
  ): Promise<Response> {
    const { bucket, name } = bucketAndName(route.slice('/object/authenticated/'.length));
    const object = await run(async (tx): Promise<StoredObject | null> => {
      const visible = await tx.query<{ id: string; metadata: Record<string, unknown> }>(
        `select id, metadata from storage.objects where bucket_id = $1 and name = $2`,
        [bucket, name],
      );
      const row = visible.rows[0];
      if (!row) return null;
      await tx.query(`reset role`);
      const data = await tx.query<{ content: Uint8Array }>(
        `select content from harbor_local.storage_object_data where object_id = $1`,
        [row.id],
      );
      return { content: (data.rows[0] as { content: Uint8Array }).content, metadata: row.metadata };
    });
    if (!object) throw notFound();
    return sendObject(object, name, url, request.method === 'HEAD');
  }

  /** `POST` (new) or `PUT` (replace) `/object/<bucket>/<name>`, raw or multipart, `x-upsert`. */
  async function upload(
    request: Request,
    route: string,
    requestRole: RequestRole,
    run: RunAsCaller,
  ): Promise<Response> {
    const method = request.method;
    const { bucket, name } = bucketAndName(route.slice('/object/'.length));
    const raw = await readBody(request, MAX_OBJECT_BYTES, (s, m) =>
      storageError(s, 'Payload too large', m),
    );
    const contentTypeHeader = request.headers.get('content-type') ?? '';
    let content = new Uint8Array(raw);
    let contentType = contentTypeHeader || contentTypeFor(name);
    let cacheControl = request.headers.get('cache-control') ?? `max-age=${DEFAULT_CACHE_CONTROL}`;
    if (contentTypeHeader.startsWith('multipart/form-data')) {
      const form = await new Response(content, {
        headers: { 'content-type': contentTypeHeader },
      }).formData();
      const file = [...form.values()].find((value) => typeof value !== 'string');
      if (!file || typeof file === 'string')
        throw storageError(400, 'invalid', 'No file in the form');
      content = new Uint8Array(await file.arrayBuffer());
      contentType = file.type || contentTypeFor(name);
      const formCache = form.get('cacheControl');
      if (typeof formCache === 'string' && /^\d+$/.test(formCache))
        cacheControl = `max-age=${formCache}`;
    }
    const upsert = method === 'PUT' || request.headers.get('x-upsert') === 'true';
    const owner = typeof requestRole.claims.sub === 'string' ? requestRole.claims.sub : null;
    const id = await run(async (tx) => {
      const exists =
        (
          await tx.query(`select id from storage.objects where bucket_id = $1 and name = $2`, [
            bucket,
            name,
          ])
        ).rows.length > 0;
      if (exists && !upsert) throw storageError(400, 'Duplicate', 'The resource already exists');
      if (method === 'PUT' && !exists) throw notFound();
      try {
        const row = await tx.query(
          `insert into storage.objects (bucket_id, name, owner, metadata) values ($1, $2, $3, '{}'::jsonb)
           on conflict (bucket_id, name) do update set updated_at = now() returning id`,
          [bucket, name, owner],
        );
        if (row.rows.length === 0) throw rlsDenied();
      } catch (error) {
        if (error instanceof HttpError) throw error;
        const code = (error as { code?: string }).code;
        if (code === '42501') throw rlsDenied();
        if (code === '23503') throw storageError(400, 'Bucket not found', 'Bucket not found');
        throw error;
      }
      await tx.query(`reset role`);
      return writeObject(tx, { bucket, name, content, contentType, cacheControl, owner });
    });
    return json(200, { Id: id, Key: `${bucket}/${name}` });
  }

  const routes = new Hono<AppEnv>();
  routes.all('/*', async (c) => {
    const request = c.req.raw;
    const url = requestUrl(c);
    const method = request.method;
    const route = url.pathname.slice('/storage/v1'.length);
    const requestRole = await resolveRequestRole(
      c.req.header('authorization'),
      requestApiKey(c),
      secret,
    );
    const run: RunAsCaller = (work) =>
      asRole(db, requestRole, { method, path: url.pathname }, work);
    const read = method === 'GET' || method === 'HEAD';
    if (route === '/bucket' && method === 'POST') return createBucket(request, run);
    if (route.startsWith('/bucket/') && method === 'GET') return getBucket(route, run);
    if (route.startsWith('/object/sign/') && method === 'POST') return signUrl(request, route, run);
    if (route.startsWith('/object/list/') && method === 'POST') return list(request, route, run);
    if (route.startsWith('/object/authenticated/') && read)
      return download(request, url, route, run);
    if (route.startsWith('/object/') && (method === 'POST' || method === 'PUT')) {
      return upload(request, route, requestRole, run);
    }
    throw storageError(
      400,
      'not_supported',
      `${method} ${route.slice(0, 100)} is not supported by the local backend`,
    );
  });

  /** Mounted before the API-key gate: a signed URL is opened without an apikey, as on Supabase. */
  const signed = new Hono<AppEnv>().get('/*', (c) => {
    const url = new URL(c.req.url);
    return signedDownload(c.req.raw, url, url.pathname.slice('/storage/v1'.length));
  });

  return { routes, signed };
}

type RunAsCaller = <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
