// Storage objects on the database: rows in storage.objects (with row-level security), bytes in
// harbor_local.storage_object_data.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BucketConfig } from '../config.js';
import type { Log, PGlite, Queryable } from '../db/database.js';

/** Supabase Storage's default cache-control for an object: one hour. */
export const DEFAULT_CACHE_CONTROL = '3600';

const CONTENT_TYPES: Record<string, string> = {
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.zip': 'application/zip',
};

export function contentTypeFor(name: string): string {
  return CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
}

export function validObjectName(value: string): boolean {
  return (
    value.length > 0 &&
    value.length <= 1024 &&
    !value.split('/').some((part) => part === '' || part === '.' || part === '..') &&
    ![...value].some((char) => char.charCodeAt(0) < 32)
  );
}

/** Inserts or replaces an object's row and bytes; returns the object's id. */
export async function writeObject(
  db: Queryable,
  object: {
    bucket: string;
    name: string;
    content: Uint8Array;
    contentType: string;
    cacheControl: string;
    owner: string | null;
  },
): Promise<string> {
  const { bucket, name, content, contentType, cacheControl, owner } = object;
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
  const row = await db.query<{ id: string }>(
    `insert into storage.objects (bucket_id, name, owner, metadata)
     values ($1, $2, $3, $4::jsonb)
     on conflict (bucket_id, name) do update set metadata = excluded.metadata, owner = excluded.owner, updated_at = now()
     returning id`,
    [bucket, name, owner, JSON.stringify(metadata)],
  );
  const id = (row.rows[0] as { id: string }).id;
  await db.query(
    `insert into harbor_local.storage_object_data (object_id, content) values ($1, $2)
     on conflict (object_id) do update set content = excluded.content`,
    [id, content],
  );
  return id;
}

/**
 * The buckets of supabase/config.toml (`[storage.buckets.<name>]`), created if missing and filled
 * from their `objects_path` (changed files uploaded again), as `supabase seed buckets` does.
 */
export async function seedBuckets({
  db,
  supabaseDir,
  buckets,
  log,
}: {
  db: PGlite;
  supabaseDir: string;
  buckets: ReadonlyMap<string, BucketConfig>;
  log: Log;
}): Promise<void> {
  for (const [bucket, config] of buckets) {
    await db.query(
      `insert into storage.buckets (id, name, public) values ($1, $1, $2) on conflict (id) do nothing`,
      [bucket, config.public],
    );
    if (!config.objectsPath) continue;
    const dir = path.resolve(supabaseDir, config.objectsPath);
    if (!fs.existsSync(dir)) continue;
    const walk = (folder: string): string[] =>
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
      const existing = await db.query<{ etag: string }>(
        `select metadata ->> 'eTag' as etag from storage.objects where bucket_id = $1 and name = $2`,
        [bucket, name],
      );
      if (existing.rows[0]?.etag === `"${etag}"`) continue;
      await writeObject(db, {
        bucket,
        name,
        content,
        contentType: contentTypeFor(name),
        cacheControl: `max-age=${DEFAULT_CACHE_CONTROL}`,
        owner: null,
      });
      uploaded += 1;
    }
    if (uploaded) log(`storage: uploaded ${uploaded} file(s) to bucket ${bucket}`);
  }
}
