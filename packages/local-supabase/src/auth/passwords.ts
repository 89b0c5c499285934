import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt N=2^14, r=8, p=1: 16 MiB and tens of milliseconds per hash. Runs on libuv's
// thread pool, never inside a database transaction.
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(
  password: string,
  salt: Buffer,
  cost: { N: number; r: number; p: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...cost, maxmem: MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** Hashes a password as `$scrypt$N=..,r=..,p=..$<salt b64>$<key b64>`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r: R, p: P });
  return `$scrypt$N=${N},r=${R},p=${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export function isScryptHash(hash: string | null | undefined): hash is string {
  return typeof hash === 'string' && hash.startsWith('$scrypt$');
}

/** bcrypt as GoTrue (and pgcrypto's crypt with gen_salt('bf')) writes it. */
export function isBcryptHash(hash: string | null | undefined): hash is string {
  return typeof hash === 'string' && /^\$2[abxy]\$\d{2}\$[./A-Za-z0-9]{53}$/.test(hash);
}

/** Constant-time check of a password against a `$scrypt$` hash. False for anything malformed. */
export async function verifyScryptPassword(password: string, hash: string): Promise<boolean> {
  const match = /^\$scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(
    hash,
  );
  if (!match) return false;
  const [, n, r, p, salt = '', key = ''] = match;
  const expected = Buffer.from(key, 'base64');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (cost.N > 1 << 20 || cost.r > 16 || cost.p > 4 || expected.length !== KEY_LENGTH) return false;
  const actual = await derive(password, Buffer.from(salt, 'base64'), cost);
  return timingSafeEqual(actual, expected);
}

/**
 * Checks a bcrypt hash as GoTrue writes it (and pgcrypto's crypt() with gen_salt('bf'), which the
 * seed uses). bcrypt only reads the first 72 bytes of a password. `bcryptjs` is loaded on first
 * use: after a demo account's first sign-in its hash is scrypt.
 */
export async function verifyBcryptPassword(password: string, hash: string): Promise<boolean> {
  try {
    const { default: bcrypt } = await import('bcryptjs');
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}

/** A password that hashes in comparable time, so unknown emails take as long as known ones. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(12).toString('base64'));
  return dummyHash;
}

/**
 * Whether `password` is the user's: scrypt (this server's hashes) or bcrypt (GoTrue's, the
 * seed's). An unknown email or a user without a password spends the same time and fails.
 */
export async function checkPassword(
  hash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (isScryptHash(hash)) return verifyScryptPassword(password, hash);
  if (isBcryptHash(hash)) return verifyBcryptPassword(password, hash);
  await verifyScryptPassword(password, await dummyPasswordHash());
  return false;
}
