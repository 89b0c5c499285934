// The database: PGlite (Postgres in WebAssembly) in a data directory, made from a cached template
// of the platform SQL, the migrations and the seed, and kept up to date with new migrations.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { DEFAULT_SUPABASE_DIR, DEFAULT_TEMPLATE_ROOT, SQL_DIR } from '../paths.js';

export type { PGlite };
export type { Transaction } from '@electric-sql/pglite';
/** Something queries can run on: the database or one of its transactions. */
export type Queryable = Pick<PGlite, 'query'>;
export type Log = (message: string) => void;

const PLATFORM_SQL = path.join(SQL_DIR, 'platform.sql');
const PLATFORM_STORAGE_SQL = path.join(SQL_DIR, 'platform-storage.sql');
const PLATFORM_MFA_SQL = path.join(SQL_DIR, 'platform-mfa.sql');
const LOCK_FILE = 'harbor-local-supabase.pid';
// Bump when the way a template is built changes.
const TEMPLATE_FORMAT = 'harbor-template-v1';

/**
 * Template builds under way in this process, by template directory: servers started together
 * share one build (two PGlite builds at once in one process fail to initialise). Across
 * processes, the atomic rename in buildTemplate decides.
 */
const templateBuilds = new Map<string, Promise<string>>();
let buildCounter = 0;

interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function readMigrations(supabaseDir: string): Migration[] {
  const dir = path.join(supabaseDir, 'migrations');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name), 'utf8');
      return { name, sql, checksum: sha256(sql) };
    });
}

function readSeed(supabaseDir: string): string {
  const file = path.join(supabaseDir, 'seed.sql');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}

function isInitialisedDataDir(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'PG_VERSION'));
}

/**
 * PGlite's own start parameters, with a small buffer cache: a local development database is
 * a few megabytes, and Postgres's 128 MB default costs about as much resident memory.
 * pgcrypto is loaded only to build the template (the platform SQL installs it and the seed calls
 * crypt()); the running server checks bcrypt hashes in JavaScript, which saves start time and memory.
 */
function openPglite(dataDir: string, { withPgcrypto = false } = {}): Promise<PGlite> {
  return PGlite.create({
    dataDir,
    extensions: withPgcrypto ? { pgcrypto } : {},
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  });
}

/**
 * Applies the migrations not yet recorded in harbor_local.schema_migrations, each in its own
 * transaction. A migration whose file changed after it was applied is reported, not re-run.
 */
async function applyMigrations(db: PGlite, migrations: Migration[], log: Log): Promise<void> {
  await db.exec(`
    create schema if not exists harbor_local;
    create table if not exists harbor_local.schema_migrations (
      name text primary key, checksum text not null, applied_at timestamptz not null default now()
    );`);
  const applied = new Map(
    (
      await db.query<{ name: string; checksum: string }>(
        `select name, checksum from harbor_local.schema_migrations`,
      )
    ).rows.map((row) => [row.name, row.checksum]),
  );
  for (const migration of migrations) {
    const previous = applied.get(migration.name);
    if (previous === migration.checksum) continue;
    if (previous !== undefined) {
      log(
        `warning: migration ${migration.name} changed after it was applied; run with --reset to rebuild`,
      );
      continue;
    }
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query(
        `insert into harbor_local.schema_migrations (name, checksum) values ($1, $2)`,
        [migration.name, migration.checksum],
      );
    });
    log(`applied migration ${migration.name}`);
  }
}

/**
 * Builds (once) a data directory holding the platform schema, the migrations and the seed,
 * cached under templateRoot by a hash of all that SQL. Fresh data dirs are copies of it,
 * which skips PGlite's slow initdb.
 */
async function ensureTemplate({
  supabaseDir,
  templateRoot,
  log,
}: {
  supabaseDir: string;
  templateRoot: string;
  log: Log;
}): Promise<string> {
  const platformSql = [PLATFORM_SQL, PLATFORM_STORAGE_SQL, PLATFORM_MFA_SQL]
    .map((file) => fs.readFileSync(file, 'utf8'))
    .join('\n');
  const migrations = readMigrations(supabaseDir);
  const seed = readSeed(supabaseDir);
  const key = sha256(
    [TEMPLATE_FORMAT, platformSql, ...migrations.map((m) => `${m.name}\n${m.sql}`), seed].join(
      '\n--\n',
    ),
  ).slice(0, 16);
  const templateDir = path.resolve(templateRoot, key);
  if (
    isInitialisedDataDir(templateDir) &&
    fs.existsSync(path.join(templateDir, '.harbor-template-complete'))
  ) {
    return templateDir;
  }
  const running = templateBuilds.get(templateDir);
  if (running) return running;
  const build = buildTemplate({
    templateRoot,
    key,
    templateDir,
    platformSql,
    migrations,
    seed,
    log,
  });
  templateBuilds.set(templateDir, build);
  try {
    return await build;
  } finally {
    templateBuilds.delete(templateDir);
  }
}

/** What a template is built from, and where it goes. */
interface TemplatePlan {
  templateRoot: string;
  key: string;
  templateDir: string;
  platformSql: string;
  migrations: Migration[];
  seed: string;
  log: Log;
}

async function buildTemplate(plan: TemplatePlan): Promise<string> {
  const { templateRoot, key, templateDir, log } = plan;
  fs.mkdirSync(templateRoot, { recursive: true });
  buildCounter += 1;
  const buildDir = path.join(
    templateRoot,
    `${key}.building-${process.pid}-${Date.now()}-${buildCounter}`,
  );
  log('building the database template (first start only, takes a few seconds)...');
  const db = await openPglite(buildDir, { withPgcrypto: true });
  try {
    await db.exec(plan.platformSql);
    await applyMigrations(db, plan.migrations, () => {});
    if (plan.seed.trim()) await db.transaction(async (tx) => void (await tx.exec(plan.seed)));
    await db.exec('checkpoint');
  } finally {
    await db.close();
  }
  fs.writeFileSync(path.join(buildDir, '.harbor-template-complete'), new Date().toISOString());
  try {
    fs.renameSync(buildDir, templateDir);
  } catch (error) {
    // Another process finished the same template first: use theirs.
    fs.rmSync(buildDir, { recursive: true, force: true });
    if (!isInitialisedDataDir(templateDir)) throw error;
  }
  // Older templates are dead weight (each is ~40 MB). Leave recent ones alone: another process
  // (on another checkout state of the migrations) may be copying from one right now.
  const anHourAgo = Date.now() - 60 * 60 * 1000;
  for (const entry of fs.readdirSync(templateRoot)) {
    const entryPath = path.join(templateRoot, entry);
    if (entry !== key && fs.statSync(entryPath).mtimeMs < anHourAgo) {
      fs.rmSync(entryPath, { recursive: true, force: true });
    }
  }
  return templateDir;
}

/**
 * A throwaway database in memory holding the schema only: the platform SQL and every migration,
 * applied as the server applies them, with no seed. `scripts/gen-types.mjs` reads its catalogue
 * to write the `Database` type.
 */
export async function openSchemaDatabase({
  supabaseDir = DEFAULT_SUPABASE_DIR,
}: { supabaseDir?: string } = {}): Promise<PGlite> {
  const db = await PGlite.create({ extensions: { pgcrypto } });
  try {
    await db.exec(fs.readFileSync(PLATFORM_SQL, 'utf8'));
    await db.exec(fs.readFileSync(PLATFORM_STORAGE_SQL, 'utf8'));
    await db.exec(fs.readFileSync(PLATFORM_MFA_SQL, 'utf8'));
    await applyMigrations(db, readMigrations(supabaseDir), () => {});
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface OpenDatabase {
  db: PGlite;
  close(): Promise<void>;
}

/** Opens (creating from the template if needed) the database in dataDir and applies new migrations. */
export async function openDatabase({
  dataDir,
  reset = false,
  supabaseDir = DEFAULT_SUPABASE_DIR,
  templateRoot = DEFAULT_TEMPLATE_ROOT,
  log = () => {},
}: {
  dataDir: string;
  reset?: boolean;
  supabaseDir?: string;
  templateRoot?: string;
  log?: Log;
}): Promise<OpenDatabase> {
  const lockFile = path.join(dataDir, LOCK_FILE);
  if (fs.existsSync(lockFile)) {
    const pid = Number(fs.readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isProcessAlive(pid)) {
      throw new Error(`The data directory ${dataDir} is in use by process ${pid}.`);
    }
  }
  if (reset) fs.rmSync(dataDir, { recursive: true, force: true });
  if (!isInitialisedDataDir(dataDir)) {
    const templateDir = await ensureTemplate({ supabaseDir, templateRoot, log });
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    // Copy beside it, then rename: a start killed mid-copy never leaves a half-copied database.
    const copying = `${dataDir}.copying-${process.pid}`;
    fs.rmSync(copying, { recursive: true, force: true });
    fs.cpSync(templateDir, copying, { recursive: true });
    fs.rmSync(path.join(copying, '.harbor-template-complete'), { force: true });
    fs.renameSync(copying, dataDir);
    log(`created a fresh database in ${dataDir}`);
  }
  fs.writeFileSync(lockFile, String(process.pid));
  const db = await openPglite(dataDir);
  try {
    // A data directory made before the platform had storage gets it now (idempotent SQL).
    const storage = await db.query<{ present: boolean }>(
      `select to_regclass('storage.objects') is not null as present`,
    );
    if (!storage.rows[0]?.present) {
      await db.exec(fs.readFileSync(PLATFORM_STORAGE_SQL, 'utf8'));
    }
    // And one made before MFA gets Supabase Auth's MFA tables (idempotent SQL too).
    const mfa = await db.query<{ present: boolean }>(
      `select to_regclass('auth.mfa_amr_claims') is not null as present`,
    );
    if (!mfa.rows[0]?.present) await db.exec(fs.readFileSync(PLATFORM_MFA_SQL, 'utf8'));
    await applyMigrations(db, readMigrations(supabaseDir), log);
  } catch (error) {
    await db.close();
    fs.rmSync(lockFile, { force: true });
    throw error;
  }
  return {
    db,
    async close() {
      if (!db.closed) await db.close();
      fs.rmSync(lockFile, { force: true });
    },
  };
}
