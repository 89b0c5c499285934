// @ts-check
// The parts of Supabase Storage (`/storage/v1`) Harbor uses, on the same database: buckets,
// upload, list (default limit 100), download, and signed URLs (a JWT with the object's path
// and an expiry, signed with the project secret, as Supabase's storage API makes them). Object
// rows live in storage.objects with row-level security, and every metadata query runs as the
// caller's role, so storage policies decide as on Supabase; with none, only the service role
// sees a private bucket. Bytes live in harbor_local.storage_object_data.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';
import { HttpError, readBody } from './http.js';
import { verifyJwt } from './tokens.js';

const MAX_OBJECT_BYTES = 10 * 1024 * 1024;
/** Supabase Storage's default cache-control for an object: one hour. */
export const DEFAULT_CACHE_CONTROL = '3600';
export const DEFAULT_LIST_LIMIT = 100;

const CONTENT_TYPES = /** @type {Record<string, string>} */ ({
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.zip': 'application/zip',
});

/** @param {number} status @param {string} error @param {string} message */
function storageError(status, error, message) {
  return new HttpError(status, { statusCode: String(status), error, message });
}
const notFound = () => storageError(400, 'not_found', 'Object not found');

/** @param {string} name */
function contentTypeFor(name) {
  return CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
}

/** @param {string} value */
function validObjectName(value) {
  return (
    value.length > 0 &&
    value.length <= 1024 &&
    !value.split('/').some((part) => part === '' || part === '.' || part === '..') &&
    ![...value].some((char) => char.charCodeAt(0) < 32)
  );
}

/**
 * Buckets of supabase/config.toml (`[storage.buckets.<name>]` with `public` and
 * `objects_path`), created if missing and filled from objects_path, as `supabase seed buckets` does.
 * @param {{ db: import('@electric-sql/pglite').PGlite, supabaseDir: string, log: (message: string) => void }} options
 */
export async function seedBuckets({ db, supabaseDir, log }) {
  const configFile = path.join(supabaseDir, 'config.toml');
  if (!fs.existsSync(configFile)) return;
  /** @type {Map<string, { public: boolean, objectsPath: string | null }>} */
  const buckets = new Map();
  let current = /** @type {{ public: boolean, objectsPath: string | null } | null} */ (null);
  for (const raw of fs.readFileSync(configFile, 'utf8').split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      const name = /^storage\.buckets\.([a-z0-9_-]+)$/.exec(
        /** @type {string} */ (header[1]).trim(),
      )?.[1];
      current = name ? { public: false, objectsPath: null } : null;
      if (name && current) buckets.set(name, current);
      continue;
    }
    if (!current) continue;
    const publicValue = /^public\s*=\s*(true|false)$/.exec(line);
    if (publicValue) current.public = publicValue[1] === 'true';
    const objectsPath = /^objects_path\s*=\s*"([^"]+)"$/.exec(line);
    if (objectsPath) current.objectsPath = /** @type {string} */ (objectsPath[1]);
  }
  for (const [bucket, config] of buckets) {
    await db.query(
      `insert into storage.buckets (id, name, public) values ($1, $1, $2) on conflict (id) do nothing`,
      [bucket, config.public],
    );
    if (!config.objectsPath) continue;
    const dir = path.resolve(supabaseDir, config.objectsPath);
    if (!fs.existsSync(dir)) continue;
    /** @param {string} folder @returns {string[]} */
    const walk = (folder) =>
      fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) return walk(full);
        return entry.isFile() && !entry.name.startsWith('.') ? [full] : [];
      });
    let uploaded = 0;
    for (const file of walk(dir)) {
      const name = path.relative(dir, file).split(path.sep).join('/');
      const content = fs.readFileSync(file);
      const etag = createHash('md5').update(content).digest('hex');
      const existing = await db.query(
        `select metadata ->> 'eTag' as etag from storage.objects where bucket_id = $1 and name = $2`,
        [bucket, name],
      );
      if (/** @type {{ etag: string } | undefined} */ (existing.rows[0])?.etag === `"${etag}"`)
        continue;
      await writeObject(
        db,
        bucket,
        name,
        content,
        contentTypeFor(name),
        `max-age=${DEFAULT_CACHE_CONTROL}`,
        null,
      );
      uploaded += 1;
    }
    if (uploaded) log(`storage: uploaded ${uploaded} file(s) to bucket ${bucket}`);
  }
}

/**
 * Inserts or replaces an object's row and bytes.
 * @param {import('@electric-sql/pglite').PGlite | import('@electric-sql/pglite').Transaction} db
 * @param {string} bucket @param {string} name @param {Uint8Array} content
 * @param {string} contentType @param {string} cacheControl @param {string | null} owner
 */
async function writeObject(db, bucket, name, content, contentType, cacheControl, owner) {
  const etag = `"${createHash('md5').update(content).digest('hex')}"`;
  const metadata = {
    eTag: etag,
    size: content.length,
    mimetype: contentType,
    cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: content.length,
    httpStatusCode: 200,
  };
  const row = await db.query(
    `insert into storage.objects (bucket_id, name, owner, metadata)
     values ($1, $2, $3, $4::jsonb)
     on conflict (bucket_id, name) do update set metadata = excluded.metadata, owner = excluded.owner, updated_at = now()
     returning id`,
    [bucket, name, owner, JSON.stringify(metadata)],
  );
  const id = /** @type {{ id: string }} */ (row.rows[0]).id;
  await db.query(
    `insert into harbor_local.storage_object_data (object_id, content) values ($1, $2)
     on conflict (object_id) do update set content = excluded.content`,
    [id, content],
  );
  return id;
}

/**
 * @param {{ db: import('@electric-sql/pglite').PGlite, secret: Uint8Array, getUrl: () => string }} ctx
 */
export function createStorageHandler({ db, secret }) {
  /**
   * @template T
   * @param {{ role: string, claims: Record<string, unknown> }} requestRole
   * @param {(tx: import('@electric-sql/pglite').Transaction) => Promise<T>} work
   */
  function asRole(requestRole, work) {
    return db.transaction(async (tx) => {
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
        [requestRole.role, JSON.stringify(requestRole.claims)],
      );
      return work(tx);
    });
  }

  /**
   * `/object/sign/<bucket>/<name>` with a token: a signed download, no apikey needed.
   * @param {import('node:http').IncomingMessage} req @param {string} pathname
   */
  function isSignedDownload(req, pathname) {
    return (
      (req.method === 'GET' || req.method === 'HEAD') &&
      pathname.startsWith('/storage/v1/object/sign/')
    );
  }

  /**
   * Splits `<bucket>/<name...>` (URL-encoded) into its parts.
   * @param {string} rest
   */
  function bucketAndName(rest) {
    const decoded = rest.split('/').map((part) => decodeURIComponent(part));
    const bucket = decoded[0] ?? '';
    const name = decoded.slice(1).join('/');
    if (!/^[a-z0-9_-]{1,63}$/.test(bucket) || !validObjectName(name)) {
      throw storageError(400, 'invalid_key', 'Invalid bucket or object name');
    }
    return { bucket, name };
  }

  /**
   * @param {import('node:http').ServerResponse} res
   * @param {{ content: Uint8Array, metadata: Record<string, any> }} object
   * @param {string} name
   * @param {URL} url
   * @param {boolean} head
   */
  function sendObject(res, object, name, url, head) {
    const download = url.searchParams.get('download');
    /** @type {Record<string, string>} */
    const headers = {
      'Content-Type': String(object.metadata.mimetype ?? 'application/octet-stream'),
      'Content-Length': String(object.content.length),
      'Cache-Control': String(object.metadata.cacheControl ?? `max-age=${DEFAULT_CACHE_CONTROL}`),
      ETag: String(object.metadata.eTag ?? ''),
      'X-Content-Type-Options': 'nosniff',
      'Access-Control-Allow-Origin': '*',
    };
    if (download !== null) {
      const fileName = (download || name.split('/').pop() || 'download').replace(/["\\\r\n]/g, '_');
      headers['Content-Disposition'] = `attachment; filename="${fileName}"`;
    }
    res.writeHead(200, headers);
    res.end(head ? undefined : Buffer.from(object.content));
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   * @param {{ role: string, claims: Record<string, unknown> } | null} requestRole null for a signed download
   */
  async function handle(req, res, url, requestRole) {
    const method = req.method ?? 'GET';
    const route = url.pathname.slice('/storage/v1'.length);

    if (route.startsWith('/object/sign/') && (method === 'GET' || method === 'HEAD')) {
      const { bucket, name } = bucketAndName(route.slice('/object/sign/'.length));
      const token = url.searchParams.get('token') ?? '';
      const check = await verifyJwt(token, secret);
      if (!check.ok) {
        throw check.reason === 'expired'
          ? storageError(400, 'InvalidJWT', '"exp" claim timestamp check failed')
          : storageError(400, 'InvalidSignature', 'The signature of the URL is not valid');
      }
      if (check.claims.url !== `${bucket}/${name}`) {
        throw storageError(400, 'InvalidSignature', 'The URL was not signed for this object');
      }
      const rows = await db.query(
        `select d.content, o.metadata from storage.objects o
           join harbor_local.storage_object_data d on d.object_id = o.id
          where o.bucket_id = $1 and o.name = $2`,
        [bucket, name],
      );
      const object =
        /** @type {{ content: Uint8Array, metadata: Record<string, any> } | undefined} */ (
          rows.rows[0]
        );
      if (!object) throw notFound();
      return sendObject(res, object, name, url, method === 'HEAD');
    }
    if (!requestRole) throw notFound();

    if (route === '/bucket' && method === 'POST') {
      const body = JSON.parse(
        (await readBody(req, 64 * 1024, (s, m) => storageError(s, 'invalid', m))).toString(
          'utf8',
        ) || '{}',
      );
      const id = String(body.id ?? body.name ?? '');
      if (!/^[a-z0-9_-]{1,63}$/.test(id))
        throw storageError(400, 'invalid_bucket_name', 'Invalid bucket name');
      await asRole(requestRole, async (tx) => {
        try {
          await tx.query(`insert into storage.buckets (id, name, public) values ($1, $1, $2)`, [
            id,
            Boolean(body.public),
          ]);
        } catch (error) {
          const code = /** @type {{ code?: string }} */ (error).code;
          if (code === '23505') throw storageError(409, 'Duplicate', 'The resource already exists');
          if (code === '42501')
            throw storageError(403, 'Unauthorized', 'new row violates row-level security policy');
          throw error;
        }
      });
      return json(res, 200, { name: id });
    }
    if (route.startsWith('/bucket/') && method === 'GET') {
      const id = decodeURIComponent(route.slice('/bucket/'.length));
      const bucket = await asRole(
        requestRole,
        async (tx) => (await tx.query(`select * from storage.buckets where id = $1`, [id])).rows[0],
      );
      if (!bucket) throw storageError(400, 'not_found', 'Bucket not found');
      return json(res, 200, bucket);
    }

    if (route.startsWith('/object/sign/') && method === 'POST') {
      const { bucket, name } = bucketAndName(route.slice('/object/sign/'.length));
      const body = JSON.parse(
        (await readBody(req, 64 * 1024, (s, m) => storageError(s, 'invalid', m))).toString(
          'utf8',
        ) || '{}',
      );
      const expiresIn = Number(body.expiresIn);
      if (!Number.isInteger(expiresIn) || expiresIn < 1) {
        throw storageError(
          400,
          'invalid_expires_in',
          'expiresIn must be a positive whole number of seconds',
        );
      }
      const visible = await asRole(
        requestRole,
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
      return json(res, 200, { signedURL: `/object/sign/${encoded}?token=${token}` });
    }

    if (route.startsWith('/object/list/') && method === 'POST') {
      const bucket = decodeURIComponent(route.slice('/object/list/'.length));
      const body = JSON.parse(
        (await readBody(req, 64 * 1024, (s, m) => storageError(s, 'invalid', m))).toString(
          'utf8',
        ) || '{}',
      );
      const prefix = String(body.prefix ?? '').replace(/^\/+|\/+$/g, '');
      const limit = Math.min(
        Math.max(Number.isInteger(body.limit) ? body.limit : DEFAULT_LIST_LIMIT, 1),
        1000,
      );
      const offset = Math.max(Number.isInteger(body.offset) ? body.offset : 0, 0);
      const search = typeof body.search === 'string' ? body.search : '';
      const descending = body.sortBy?.order === 'desc';
      const rows = await asRole(
        requestRole,
        async (tx) =>
          (
            await tx.query(
              `select name, id, updated_at, created_at, last_accessed_at, metadata from storage.objects
            where bucket_id = $1 and ($2 = '' or name like $2 || '/%') order by name`,
              [bucket, prefix],
            )
          ).rows,
      );
      /** @type {Map<string, any>} */
      const entries = new Map();
      for (const row of /** @type {any[]} */ (rows)) {
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
      const list = [...entries.values()].sort(
        (a, b) => (descending ? -1 : 1) * a.name.localeCompare(b.name),
      );
      return json(res, 200, list.slice(offset, offset + limit));
    }

    if (route.startsWith('/object/authenticated/') && (method === 'GET' || method === 'HEAD')) {
      const { bucket, name } = bucketAndName(route.slice('/object/authenticated/'.length));
      const object = await asRole(requestRole, async (tx) => {
        const visible = await tx.query(
          `select id, metadata from storage.objects where bucket_id = $1 and name = $2`,
          [bucket, name],
        );
        const row = /** @type {{ id: string, metadata: Record<string, any> } | undefined} */ (
          visible.rows[0]
        );
        if (!row) return null;
        await tx.query(`reset role`);
        const data = await tx.query(
          `select content from harbor_local.storage_object_data where object_id = $1`,
          [row.id],
        );
        return {
          content: /** @type {{ content: Uint8Array }} */ (data.rows[0]).content,
          metadata: row.metadata,
        };
      });
      if (!object) throw notFound();
      return sendObject(res, object, name, url, method === 'HEAD');
    }

    if (route.startsWith('/object/') && (method === 'POST' || method === 'PUT')) {
      const { bucket, name } = bucketAndName(route.slice('/object/'.length));
      const raw = await readBody(req, MAX_OBJECT_BYTES, (s, m) =>
        storageError(s, 'Payload too large', m),
      );
      const contentTypeHeader = String(req.headers['content-type'] ?? '');
      let content = new Uint8Array(raw);
      let contentType = contentTypeHeader || contentTypeFor(name);
      let cacheControl = String(req.headers['cache-control'] ?? `max-age=${DEFAULT_CACHE_CONTROL}`);
      if (contentTypeHeader.startsWith('multipart/form-data')) {
        const form = await new Request('http://local/', {
          method: 'POST',
          headers: { 'content-type': contentTypeHeader },
          body: content,
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
      const upsert = method === 'PUT' || String(req.headers['x-upsert'] ?? '') === 'true';
      const owner = typeof requestRole.claims.sub === 'string' ? requestRole.claims.sub : null;
      const id = await asRole(requestRole, async (tx) => {
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
          if (row.rows.length === 0)
            throw storageError(403, 'Unauthorized', 'new row violates row-level security policy');
        } catch (error) {
          if (error instanceof HttpError) throw error;
          const code = /** @type {{ code?: string }} */ (error).code;
          if (code === '42501')
            throw storageError(403, 'Unauthorized', 'new row violates row-level security policy');
          if (code === '23503') throw storageError(400, 'Bucket not found', 'Bucket not found');
          throw error;
        }
        await tx.query(`reset role`);
        return writeObject(tx, bucket, name, content, contentType, cacheControl, owner);
      });
      return json(res, 200, { Id: id, Key: `${bucket}/${name}` });
    }

    throw storageError(
      400,
      'not_supported',
      `${method} ${route.slice(0, 100)} is not supported by the local backend`,
    );
  }

  return { handle, isSignedDownload };
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {unknown} body */
function json(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
  });
  res.end(text);
}
