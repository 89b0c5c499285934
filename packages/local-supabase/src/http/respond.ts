// Web Responses, with the exact headers the local backend has always sent.
import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';

/** The Hono environment: the Node request and response under each web Request. */
export type AppEnv = {
  Bindings: HttpBindings;
  /** Set by the API-key gate: the URL without `apikey`, and the key that was checked. */
  Variables: { url: URL; apikey: string };
};
export type AppContext = Context<AppEnv>;

/** The address a request came from (the TCP peer: nothing a client can choose). */
export function clientAddress(c: AppContext): string {
  return c.env.incoming.socket.remoteAddress ?? 'unknown';
}

/** The request's URL, with `apikey` removed once it has been checked (see the API-key gate). */
export function requestUrl(c: AppContext): URL {
  return c.get('url') ?? new URL(c.req.url);
}

/** The API key the gate checked ('' before it). */
export function requestApiKey(c: AppContext): string {
  return c.get('apikey') ?? '';
}

function jsonParts(body: unknown, headers: Record<string, string>) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    text,
    headers: {
      ...(text ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
      'Content-Length': String(Buffer.byteLength(text)),
      ...headers,
    },
  };
}

/** A JSON answer (no body for `undefined`). */
export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  const parts = jsonParts(body, headers);
  return new Response(parts.text === '' ? null : parts.text, { status, headers: parts.headers });
}

/** The same JSON answer, written straight to a Node response (for answers given outside the app). */
export function writeJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const parts = jsonParts(body, headers);
  res.writeHead(status, parts.headers);
  res.end(parts.text);
}

/** An answer with a body already serialised (or none), with its length. */
export function body(
  status: number,
  content: string | Uint8Array | null,
  headers: Record<string, string>,
): Response {
  const bytes =
    content === null
      ? 0
      : typeof content === 'string'
        ? Buffer.byteLength(content)
        : content.byteLength;
  return new Response(content === null || status === 204 ? null : content, {
    status,
    headers: { ...headers, 'Content-Length': headers['Content-Length'] ?? String(bytes) },
  });
}

/** 303 See Other, never cached. */
export function redirect(location: string): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: location, 'Content-Length': '0', 'Cache-Control': 'no-store' },
  });
}
