// Reading and checking what an auth request sends.
import { readBody } from '../http/body.js';
import { authError } from './errors.js';

const MAX_AUTH_BODY_BYTES = 64 * 1024;
const MAX_PASSWORD_LENGTH = 72;
// A deliberately loose check, like GoTrue's: something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:]+$/;

/** How a message names the field that holds text Postgres cannot store. */
const UNSTORABLE_FIELD_NAMES: Record<string, string> = {
  password: 'Password',
  full_name: 'Full name',
  data: 'Your profile details',
};

// A NUL character, or a high surrogate not followed by a low one, or a low one not after a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a string can be stored in Postgres text: no NUL character (Postgres refuses it) and no
 * lone UTF-16 surrogate (it has no UTF-8 form, so it would be silently replaced).
 */
function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * The first field of a JSON body (a top-level key, or a key of `data`) whose text, or any text
 * nested in it, Postgres cannot store; null when all of it can be stored.
 */
function fieldWithUnstorableText(body: Record<string, unknown>): string | null {
  const bad = (value: unknown, depth: number): boolean => {
    if (typeof value === 'string') return !isStorableText(value);
    if (depth > 32 || value === null || typeof value !== 'object') return false;
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key) || bad(item, depth + 1)) return true;
    }
    return false;
  };
  for (const [key, value] of Object.entries(body)) {
    if (!isStorableText(key)) return 'body';
    if (key === 'data' && value !== null && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) {
        if (!isStorableText(name) || bad(item, 1)) return name === 'full_name' ? name : 'data';
      }
      continue;
    }
    if (bad(value, 0)) return key;
  }
  return null;
}

/** The request's JSON object body ({} when empty): 400 `bad_json` or `validation_failed` otherwise. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const body = await readBody(request, MAX_AUTH_BODY_BYTES, (status, message) =>
    authError(request, status, status === 413 ? 'request_too_large' : 'bad_json', message),
  );
  if (body.length === 0) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch (error) {
    throw authError(
      request,
      400,
      'bad_json',
      `Could not parse request body as JSON: ${(error as Error).message}`,
    );
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw authError(
      request,
      400,
      'bad_json',
      'Could not parse request body as JSON: expected an object',
    );
  }
  const object = parsed as Record<string, unknown>;
  const bad = fieldWithUnstorableText(object);
  if (bad !== null) {
    throw authError(
      request,
      400,
      'validation_failed',
      bad === 'email'
        ? 'Unable to validate email address: invalid format'
        : `${UNSTORABLE_FIELD_NAMES[bad] ?? 'The request'} contains a character that cannot be used (a null character or half of an emoji). Please remove it and try again.`,
    );
  }
  return object;
}

/** The email in lower case ('' when none was sent); 400 for one that is not an address. */
export function normaliseEmail(request: Request, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  const email = value.trim().toLowerCase();
  if (email.length > 255 || !EMAIL_PATTERN.test(email)) {
    throw authError(
      request,
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    );
  }
  return email;
}

/** A new password, at least `[auth] minimum_password_length` and at most 72 characters long. */
export function checkNewPassword(
  request: Request,
  password: unknown,
  minimumLength: number,
): string {
  if (typeof password !== 'string' || password.length < minimumLength) {
    throw authError(
      request,
      422,
      'weak_password',
      `Password should be at least ${minimumLength} characters.`,
      {
        weak_password: { reasons: ['length'] },
      },
    );
  }
  if ([...password].length > MAX_PASSWORD_LENGTH) {
    throw authError(
      request,
      422,
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`,
    );
  }
  return password;
}

/** User metadata as sent: an object, else nothing. */
export function metadataObject(value: unknown): Record<string, unknown> {
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) return {};
  return value as Record<string, unknown>;
}

/** The metadata a user may keep: at most 16 KB as JSON. */
export const MAX_METADATA_JSON_LENGTH = 16 * 1024;
