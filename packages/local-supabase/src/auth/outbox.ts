// The mail no one sends: auth links land here (and in the log) instead of an inbox.
import type { Handler } from 'hono';
import { json, type AppEnv } from '../http/respond.js';
import { sameSecret } from '../http/own-requests.js';
import { bearerToken } from '../jwt.js';

export interface OutboxMessage {
  to: string;
  subject: string;
  type: string;
  link: string;
  /** The message's text, for mail that is more than a link (a reply from the team's console). */
  text?: string;
  /** The message's HTML, rendered from supabase/config.toml's template for its kind. */
  html?: string;
  createdAt: string;
}

const KEPT_MESSAGES = 200;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

export const isLoopbackHost = (host: string): boolean =>
  LOOPBACK_HOSTS.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host);

/** The last 200 messages, oldest first. */
export class Outbox {
  readonly messages: OutboxMessage[] = [];

  add(message: Omit<OutboxMessage, 'createdAt'>): void {
    this.messages.push({ ...message, createdAt: new Date().toISOString() });
    if (this.messages.length > KEPT_MESSAGES)
      this.messages.splice(0, this.messages.length - KEPT_MESSAGES);
  }

  clear(): void {
    this.messages.length = 0;
  }
}

/**
 * `GET /__harbor/outbox` (and `DELETE` to empty it). The links in it sign their holder in, so it
 * answers only (1) a request whose Host names this server on a loopback name (a DNS-rebinding
 * page carries its own host name), (2) with no Origin header and no cross-site fetch metadata (no
 * web page may read it, so no CORS either) and (3) with the service-role key in the `apikey`
 * header or as a Bearer token.
 */
export function outboxRoute({
  outbox,
  serviceRoleKey,
  port,
}: {
  outbox: Outbox;
  serviceRoleKey: string;
  port: () => number;
}): Handler<AppEnv> {
  return async (c) => {
    const noStore = { 'Cache-Control': 'no-store' };
    const hostMatch = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(
      (c.req.header('host') ?? '').toLowerCase(),
    );
    const hostOk =
      hostMatch !== null &&
      isLoopbackHost(hostMatch[1] as string) &&
      (hostMatch[2] ?? '80') === String(port());
    const fetchSite = c.req.header('sec-fetch-site');
    if (
      !hostOk ||
      c.req.header('origin') !== undefined ||
      (fetchSite !== undefined && fetchSite !== 'none')
    ) {
      return json(
        403,
        {
          message:
            'The mail outbox answers only a client on this machine (not a web page), with the service-role key',
        },
        noStore,
      );
    }
    const given = c.req.header('apikey') ?? bearerToken(c.req.header('authorization'));
    if (!given || !sameSecret(given, serviceRoleKey)) {
      return json(
        401,
        {
          message: 'The mail outbox needs the service-role key',
          hint: 'Send it in the `apikey` header (it is printed at start).',
        },
        noStore,
      );
    }
    if (c.req.method === 'GET') return json(200, { messages: outbox.messages }, noStore);
    if (c.req.method === 'DELETE') {
      outbox.clear();
      return json(204, undefined);
    }
    // The edge functions' mail (the newsletter's confirmation link, a reply from the team's
    // console): HARBOR_LOCAL_MAIL_URL. A link, or a text, or both.
    if (c.req.method === 'POST') {
      const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
      const text = (key: string, max: number) =>
        typeof body?.[key] === 'string' && (body[key] as string).length <= max
          ? (body[key] as string)
          : null;
      const message = {
        to: text('to', 320),
        subject: text('subject', 200),
        type: text('type', 60),
        link: text('link', 2000) ?? '',
        ...(text('text', 20_000) ? { text: text('text', 20_000) as string } : {}),
      };
      if (!message.to || !message.subject || !message.type || (!message.link && !message.text)) {
        return json(
          400,
          { message: 'Send { to, subject, type, link } or { to, subject, type, text } as JSON' },
          noStore,
        );
      }
      outbox.add(message as Omit<OutboxMessage, 'createdAt'>);
      return json(201, undefined, noStore);
    }
    return json(405, { message: 'Use GET, POST or DELETE' }, { Allow: 'GET, POST, DELETE' });
  };
}
