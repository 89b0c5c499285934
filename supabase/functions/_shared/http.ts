// Responses, CORS and request parsing shared by the functions.
import { ConfigError } from './env.ts';

/** As Supabase documents for functions called from a browser with supabase-js. */
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-region',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Max-Age': '600',
};

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...corsHeaders,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
    },
  });
}

/** An error whose message is safe to show to the visitor. */
export class PublicError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'PublicError';
    this.status = status;
  }
}

const MAX_BODY_BYTES = 16 * 1024;

/** The JSON object body of a POST; anything else is a PublicError 400. */
export async function readJsonObject(req: Request): Promise<Record<string, unknown>> {
  const text = await req.text();
  if (text.length > MAX_BODY_BYTES) throw new PublicError(413, 'The request is too large.');
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new PublicError(400, 'The request could not be read. Please try again.');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new PublicError(400, 'The request could not be read. Please try again.');
  }
  if (hasUnstorableText(value, 0)) {
    throw new PublicError(
      400,
      'Your entry contains a character that cannot be used (a null character or half of an emoji). Please remove it and try again.',
    );
  }
  return value as Record<string, unknown>;
}

// A NUL character (Postgres text cannot hold it), or a lone UTF-16 surrogate (it has no UTF-8 form).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isUnstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** Whether any string (or key) in a parsed JSON value is text the database cannot store. */
function hasUnstorableText(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return isUnstorable(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  for (const [key, item] of Object.entries(value)) {
    if (isUnstorable(key) || hasUnstorableText(item, depth + 1)) return true;
  }
  return false;
}

/**
 * Wraps a POST handler: answers the CORS preflight, refuses other methods, and turns thrown
 * errors into `{ error }` responses (a PublicError's own message, otherwise a general one,
 * with the details only in the function's log).
 */
export function postHandler(
  name: string,
  work: (req: Request) => Promise<Response>,
): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    if (req.method !== 'POST') return json(405, { error: 'Use POST.' });
    try {
      return await work(req);
    } catch (error) {
      if (error instanceof PublicError) return json(error.status, { error: error.message });
      const detail = error instanceof Error ? error.message : String(error);
      console.error(`[${name}] ${error instanceof ConfigError ? 'configuration: ' : ''}${detail}`);
      return json(500, {
        error:
          'Something went wrong on our side. Nothing was charged. Please try again in a few minutes.',
      });
    }
  };
}
