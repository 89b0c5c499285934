// @ts-check
// The newsletter (issue 31): one answer whatever the address, double opt-in through the mail
// outbox (or MailerLite's 'unconfirmed' status), consent recorded only when the link is opened,
// single-use expiring links, and the per-connection and per-address limits.
import { createHash } from 'node:crypto';
import http from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientFor, readOutbox, removeDataDir, startTestServer, uniqueEmail } from './helpers.js';

/** @type {import('../src/index.js').LocalSupabase} */
let server;
/** @type {import('@supabase/supabase-js').SupabaseClient} */
let admin;

beforeAll(async () => {
  server = await startTestServer();
  admin = clientFor(server, server.serviceRoleKey);
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

/**
 * The raw answer, as bytes: status, headers that could differ, body.
 * @param {import('../src/index.js').LocalSupabase} target
 * @param {string} name
 * @param {unknown} body
 */
async function post(target, name, body) {
  const response = await fetch(`${target.functionsUrl}/${name}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${target.anonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    length: response.headers.get('content-length'),
    text: await response.text(),
  };
}

/** @param {() => Promise<boolean>} check */
async function eventually(check, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('timed out');
}

/** The confirmation mails to `email` in the outbox. @param {string} email */
async function mailsTo(email, target = server) {
  return (await readOutbox(target)).filter(
    (message) => message.to === email && message.type === 'newsletter-confirmation',
  );
}

/** @param {string} link */
const tokenOf = (link) => decodeURIComponent(link.split('#token=')[1] ?? '');

/** @param {string} email */
async function subscriberRows(email) {
  const { data, error } = await admin
    .from('newsletter_subscribers')
    .select('email, first_name, consent_at')
    .eq('email', email);
  expect(error).toBeNull();
  return data ?? [];
}

describe('signing up', () => {
  it('answers byte for byte the same for a new address and one already on the list, in any case', async () => {
    const onList = uniqueEmail('on-list');
    await admin.from('newsletter_subscribers').insert({ email: onList });
    const fresh = uniqueEmail('fresh');
    const answers = [
      await post(server, 'newsletter-subscribe', { email: fresh, consent: true }),
      await post(server, 'newsletter-subscribe', { email: onList, consent: true }),
      await post(server, 'newsletter-subscribe', {
        email: ` ${onList.toUpperCase()} `,
        consent: true,
      }),
      await post(server, 'newsletter-subscribe', { email: fresh.toUpperCase(), consent: true }),
    ];
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]?.status).toBe(200);
    expect(JSON.parse(answers[0]?.text ?? '')).toEqual({
      status: 'check-your-inbox',
      message: "Check your inbox: if this address can join, we've sent a link to confirm.",
    });
    // The new address gets its link; the one on the list gets no second email.
    await eventually(async () => (await mailsTo(fresh)).length === 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailsTo(onList)).toEqual([]);
  });

  it('subscribes nothing and records no consent before the link is opened; opening it subscribes once', async () => {
    const email = uniqueEmail('reader');
    expect(
      (await post(server, 'newsletter-subscribe', { email, consent: true, firstName: 'Ada' }))
        .status,
    ).toBe(200);
    await eventually(async () => (await mailsTo(email)).length === 1);
    expect(await subscriberRows(email)).toEqual([]);
    const { data: pending } = await admin
      .from('newsletter_confirmations')
      .select('email, token_hash, used_at')
      .eq('email', email);
    const [mail] = await mailsTo(email);
    const token = tokenOf(/** @type {string} */ (mail?.link));
    expect(mail?.link).toMatch(/\/newsletter\/confirm#token=/);
    // Only the token's hash is kept.
    expect(pending).toEqual([
      { email, token_hash: createHash('sha256').update(token).digest('hex'), used_at: null },
    ]);

    const before = Date.now();
    const confirmed = await post(server, 'newsletter-confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(JSON.parse(confirmed.text)).toEqual({ status: 'confirmed' });
    const rows = await subscriberRows(email);
    expect(rows).toEqual([{ email, first_name: 'Ada', consent_at: expect.any(String) }]);
    expect(Date.parse(/** @type {string} */ (rows[0]?.consent_at))).toBeGreaterThanOrEqual(
      before - 1000,
    );

    // The link works once.
    const again = await post(server, 'newsletter-confirm', { token });
    expect(again.status).toBe(409);
    expect(JSON.parse(again.text)).toMatchObject({ code: 'used' });
    expect(await subscriberRows(email)).toHaveLength(1);
  });

  it('writes the confirmation email in Spanish for a sign-up from a Spanish page, and keeps the language (issue 25)', async () => {
    const email = uniqueEmail('lectora');
    const english = uniqueEmail('reader-en');
    const spanishAnswer = await post(server, 'newsletter-subscribe', {
      email,
      consent: true,
      firstName: 'Lucía',
      locale: 'es',
    });
    // The same answer as an English sign-up's: the page says it in its own words.
    expect(spanishAnswer).toEqual(
      await post(server, 'newsletter-subscribe', { email: english, consent: true }),
    );
    await eventually(async () => (await mailsTo(email)).length === 1);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Harbor: confirme su suscripción al boletín');
    expect(mail?.link).toMatch(/^http:\/\/[^/]+\/es\/boletin\/confirmar#token=/);
    expect(mail?.text).toContain(
      'Alguien pidió que el boletín de Harbor (por ahora, en inglés) llegue',
    );
    expect(mail?.text).toContain(/** @type {string} */ (mail?.link));
    await eventually(async () => (await mailsTo(english)).length === 1);
    const [englishMail] = await mailsTo(english);
    expect(englishMail?.subject).toBe('Confirm your Harbor newsletter sign-up');
    expect(englishMail?.link).toMatch(/\/newsletter\/confirm#token=/);

    for (const link of [mail?.link, englishMail?.link]) {
      const token = tokenOf(/** @type {string} */ (link));
      expect((await post(server, 'newsletter-confirm', { token })).status).toBe(200);
    }
    const { data } = await admin
      .from('newsletter_subscribers')
      .select('email, language')
      .in('email', [email, english])
      .order('language');
    expect(data).toEqual([
      { email: english, language: 'en' },
      { email, language: 'es' },
    ]);
    // A language Harbor has no pages in is refused, as the checkout refuses it.
    const french = await post(server, 'newsletter-subscribe', {
      email: uniqueEmail('lectrice'),
      consent: true,
      locale: 'fr',
    });
    expect(french.status).toBe(400);
    expect(JSON.parse(french.text)).toEqual({ error: 'Please choose English or Spanish.' });
  });

  it('refuses an expired link clearly, and subscribes nothing', async () => {
    const email = uniqueEmail('late');
    await post(server, 'newsletter-subscribe', { email, consent: true });
    await eventually(async () => (await mailsTo(email)).length === 1);
    const [mail] = await mailsTo(email);
    await admin
      .from('newsletter_confirmations')
      .update({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .eq('email', email);
    const answer = await post(server, 'newsletter-confirm', {
      token: tokenOf(/** @type {string} */ (mail?.link)),
    });
    expect(answer.status).toBe(410);
    expect(JSON.parse(answer.text)).toEqual({
      code: 'expired',
      error: expect.stringContaining('expired'),
    });
    expect(await subscriberRows(email)).toEqual([]);
  });

  it('refuses a link it did not make, or a changed one', async () => {
    const forged = await post(server, 'newsletter-confirm', {
      token: `${'A'.repeat(43)}.${'B'.repeat(43)}`,
    });
    expect(forged.status).toBe(400);
    expect(JSON.parse(forged.text)).toMatchObject({ code: 'invalid' });
    expect((await post(server, 'newsletter-confirm', {})).status).toBe(400);
  });

  it('keeps the sign-ups and their links private', async () => {
    const guest = clientFor(server, server.anonKey);
    for (const table of ['newsletter_confirmations', 'write_attempts', 'write_limits']) {
      const read = await guest.from(table).select('*');
      expect(read.data ?? []).toEqual([]);
      expect(read.error?.code).toBe('42501');
    }
    const call = await guest.rpc('confirm_newsletter_subscription', {
      p_token_hash: '0'.repeat(64),
    });
    expect(call.error?.code).toBe('42501');
  });
});

describe('the limits', () => {
  it('sends one address at most 3 links a day, answering the same', async () => {
    const limited = await startTestServer({}, { writeLimits: 'as-deployed' });
    try {
      // Only the per-address limit here (the per-connection one has its own test).
      await clientFor(limited, limited.serviceRoleKey)
        .from('write_limits')
        .update({ max_count: 1000 })
        .eq('kind', 'newsletter_connection');
      const email = uniqueEmail('often');
      const answers = [];
      for (let i = 0; i < 5; i += 1) {
        answers.push(await post(limited, 'newsletter-subscribe', { email, consent: true }));
      }
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      await eventually(async () => (await mailsTo(email, limited)).length === 3);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await mailsTo(email, limited)).toHaveLength(3);
    } finally {
      await limited.stop();
      removeDataDir(limited.dataDir);
    }
  });

  it('answers 429 "too many tries" past 10 sign-ups in 10 minutes from one connection, whatever the address', async () => {
    const limited = await startTestServer({}, { writeLimits: 'as-deployed' });
    try {
      const statuses = [];
      for (let i = 0; i < 12; i += 1) {
        statuses.push(
          (
            await post(limited, 'newsletter-subscribe', {
              email: uniqueEmail('burst'),
              consent: true,
            })
          ).status,
        );
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
      const refused = await post(limited, 'newsletter-subscribe', {
        email: uniqueEmail('burst'),
        consent: true,
      });
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.text)).toMatchObject({
        code: 'rate_limited',
        error: 'Too many tries from this connection. Wait a few minutes, then try again.',
      });
    } finally {
      await limited.stop();
      removeDataDir(limited.dataDir);
    }
  });
});

describe('with MailerLite', () => {
  // A stand-in for MailerLite's API (https://connect.mailerlite.com/api) on a random loopback
  // port, which the function reaches through MAILERLITE_API_URL. It records every request, keeps
  // each subscriber's status, and answers with an error for the addresses a test names in `fail`.
  /** @type {{ method: string, url: string, headers: import('node:http').IncomingHttpHeaders, body: any }[]} */
  const requests = [];
  /** @type {Map<string, string>} */
  const statuses = new Map();
  /** Addresses whose lookup (GET) or creation (POST) MailerLite answers with this status (0: drops the connection). */
  /** @type {Map<string, { on: 'GET' | 'POST', status: number }>} */
  const fail = new Map();
  /** @type {http.Server} */
  let mailerlite;
  /** @type {import('../src/index.js').LocalSupabase} */
  let withMailerLite;

  beforeAll(async () => {
    mailerlite = http.createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => {
        const body = text ? JSON.parse(text) : null;
        requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
        res.setHeader('Content-Type', 'application/json');
        const lookup = /^\/api\/subscribers\/(.+)$/.exec(req.url ?? '');
        const email = lookup ? decodeURIComponent(lookup[1] ?? '') : body?.email;
        const failure = fail.get(email);
        if (failure && failure.on === req.method && failure.status === 0) {
          req.socket.destroy(); // no answer at all: the connection is dropped
          return;
        }
        if (failure && failure.on === req.method) {
          res.statusCode = failure.status;
          // MailerLite's error shape (https://developers.mailerlite.com/docs/#validation-errors).
          res.end(JSON.stringify({ message: 'The given data was invalid.', errors: {} }));
          return;
        }
        if (req.method === 'GET' && lookup) {
          const status = statuses.get(email);
          res.statusCode = status ? 200 : 404;
          res.end(JSON.stringify(status ? { data: { status } } : { message: 'Not found' }));
          return;
        }
        statuses.set(body.email, body.status ?? 'active');
        res.statusCode = 201;
        res.end(JSON.stringify({ data: { email: body.email, status: body.status } }));
      });
    });
    await new Promise((resolve) => mailerlite.listen(0, '127.0.0.1', () => resolve(null)));
    const port = /** @type {import('node:net').AddressInfo} */ (mailerlite.address()).port;
    withMailerLite = await startTestServer({
      functionEnv: {
        MAILERLITE_API_KEY: 'ml-test-key',
        MAILERLITE_API_URL: `http://127.0.0.1:${port}/api`,
        MAILERLITE_GROUP_ID: '1234567890',
        MAILERLITE_GROUP_ID_ES: '2345678901',
      },
    });
  });

  afterAll(async () => {
    await withMailerLite?.stop();
    if (withMailerLite) removeDataDir(withMailerLite.dataDir);
    await new Promise((resolve) => mailerlite?.close(() => resolve(null)));
  });

  /** The requests MailerLite got about one address. @param {string} email */
  const requestsAbout = (email) =>
    requests.filter(
      (r) => r.body?.email === email || r.url === `/api/subscribers/${encodeURIComponent(email)}`,
    );

  it('creates the subscriber unconfirmed, never active and with no opt-in time, and answers the same for one already active', async () => {
    const fresh = uniqueEmail('ml-fresh');
    const active = uniqueEmail('ml-active');
    statuses.set(active, 'active');
    const first = await post(withMailerLite, 'newsletter-subscribe', {
      email: fresh,
      consent: true,
      firstName: 'Ada',
    });
    const second = await post(withMailerLite, 'newsletter-subscribe', {
      email: active.toUpperCase(),
      consent: true,
    });
    expect(second).toEqual(first);
    expect(first.status).toBe(200);
    await eventually(async () =>
      requests.some((r) => r.method === 'POST' && r.body.email === fresh),
    );
    await eventually(async () => requestsAbout(active).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const created = requests
      .filter((r) => r.method === 'POST')
      .map(({ method, url, body }) => ({ method, url, body }));
    expect(created).toEqual([
      {
        method: 'POST',
        url: '/api/subscribers',
        body: {
          email: fresh,
          fields: { name: 'Ada' },
          groups: ['1234567890'],
          status: 'unconfirmed',
        },
      },
    ]);
    expect(statuses.get(fresh)).toBe('unconfirmed');
    // The one already active was only looked up (no second email).
    expect(requestsAbout(active).map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET /api/subscribers/${encodeURIComponent(active)}`,
    ]);
    // Nothing in Harbor's own table either.
    const { data } = await clientFor(withMailerLite, withMailerLite.serviceRoleKey)
      .from('newsletter_subscribers')
      .select('email');
    expect(data).toEqual([]);
  });

  it('puts a sign-up from a Spanish page in the Spanish group (MAILERLITE_GROUP_ID_ES)', async () => {
    const email = uniqueEmail('ml-es');
    expect(
      (await post(withMailerLite, 'newsletter-subscribe', { email, consent: true, locale: 'es' }))
        .status,
    ).toBe(200);
    await eventually(async () =>
      requests.some((r) => r.method === 'POST' && r.body.email === email),
    );
    const created = requests.find((r) => r.method === 'POST' && r.body.email === email);
    expect(created?.body).toMatchObject({ email, status: 'unconfirmed', groups: ['2345678901'] });
  });

  it('refuses a Spanish sign-up, by configuration and never by address, when MailerLite has no Spanish group', async () => {
    const port = /** @type {import('node:net').AddressInfo} */ (mailerlite.address()).port;
    const noSpanishGroup = await startTestServer({
      functionEnv: {
        MAILERLITE_API_KEY: 'ml-test-key',
        MAILERLITE_API_URL: `http://127.0.0.1:${port}/api`,
        MAILERLITE_GROUP_ID: '1234567890',
      },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const spanish = uniqueEmail('ml-es-nogroup');
      const answer = await post(noSpanishGroup, 'newsletter-subscribe', {
        email: spanish,
        consent: true,
        locale: 'es',
      });
      // A server failure the Spanish page says in Spanish, the same for any address; nothing is
      // sent to MailerLite, so the sign-up never joins the English list unmarked.
      expect(answer.status).toBe(500);
      expect(
        await post(noSpanishGroup, 'newsletter-subscribe', {
          email: uniqueEmail('ml-es-other'),
          consent: true,
          locale: 'es',
        }),
      ).toEqual(answer);
      expect(requestsAbout(spanish)).toEqual([]);
      // An English sign-up still works.
      const english = uniqueEmail('ml-en-nogroup');
      expect(
        (await post(noSpanishGroup, 'newsletter-subscribe', { email: english, consent: true }))
          .status,
      ).toBe(200);
      await eventually(async () =>
        requests.some((r) => r.method === 'POST' && r.body.email === english),
      );
    } finally {
      logged.mockRestore();
      await noSpanishGroup.stop();
      removeDataDir(noSpanishGroup.dataDir);
    }
  });

  it("sends MailerLite's API key as a bearer token, as JSON, and nothing of Harbor's own keys", async () => {
    const email = uniqueEmail('ml-headers');
    await post(withMailerLite, 'newsletter-subscribe', { email, consent: true });
    await eventually(async () => requestsAbout(email).some((r) => r.method === 'POST'));
    const [lookup, create] = requestsAbout(email);
    expect(lookup?.method).toBe('GET');
    expect(create?.method).toBe('POST');
    for (const request of [lookup, create]) {
      expect(request?.headers.authorization).toBe('Bearer ml-test-key');
      expect(request?.headers.accept).toBe('application/json');
      expect(request?.headers.apikey).toBeUndefined();
      expect(JSON.stringify(request?.headers)).not.toContain(withMailerLite.serviceRoleKey);
    }
    expect(create?.headers['content-type']).toBe('application/json');
    // No first name given: no fields at all.
    expect(create?.body).toEqual({ email, groups: ['1234567890'], status: 'unconfirmed' });
  });

  describe('when MailerLite answers with an error', () => {
    /** @type {import('vitest').MockInstance<(...args: unknown[]) => void>} */
    let logged;
    beforeEach(() => {
      logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    });
    afterEach(() => logged.mockRestore());

    /** The errors the function logged about MailerLite. */
    const mailerLiteErrors = () =>
      logged.mock.calls.map((args) => String(args[0])).filter((line) => /MailerLite/.test(line));

    it('a failed lookup (500): nothing is created, the error is logged, and the answer is the same', async () => {
      const ok = uniqueEmail('ml-ok');
      const broken = uniqueEmail('ml-lookup-500');
      fail.set(broken, { on: 'GET', status: 500 });
      const expected = await post(withMailerLite, 'newsletter-subscribe', {
        email: ok,
        consent: true,
      });
      const answer = await post(withMailerLite, 'newsletter-subscribe', {
        email: broken,
        consent: true,
      });
      expect(answer).toEqual(expected);
      await eventually(async () => mailerLiteErrors().length > 0);
      expect(mailerLiteErrors()).toEqual(['[newsletter-subscribe] MailerLite lookup answered 500']);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(requestsAbout(broken).map((r) => r.method)).toEqual(['GET']);
      // No fallback to Harbor's own mail: with MailerLite configured, it is the only mail path.
      expect(await mailsTo(broken, withMailerLite)).toEqual([]);
    });

    it('a refused creation (422): the error is logged, nothing is recorded, and the answer is the same', async () => {
      const ok = uniqueEmail('ml-ok');
      const refused = uniqueEmail('ml-create-422');
      fail.set(refused, { on: 'POST', status: 422 });
      const expected = await post(withMailerLite, 'newsletter-subscribe', {
        email: ok,
        consent: true,
      });
      const answer = await post(withMailerLite, 'newsletter-subscribe', {
        email: refused,
        consent: true,
      });
      expect(answer).toEqual(expected);
      await eventually(async () => mailerLiteErrors().length > 0);
      expect(mailerLiteErrors()).toEqual(['[newsletter-subscribe] MailerLite answered 422']);
      expect(requestsAbout(refused).map((r) => r.method)).toEqual(['GET', 'POST']);
      expect(statuses.has(refused)).toBe(false);
      expect(await mailsTo(refused, withMailerLite)).toEqual([]);
      const { data } = await clientFor(withMailerLite, withMailerLite.serviceRoleKey)
        .from('newsletter_subscribers')
        .select('email')
        .eq('email', refused);
      expect(data).toEqual([]);
    });

    it('a connection MailerLite drops: the error is logged and the answer is the same', async () => {
      const dropped = uniqueEmail('ml-dropped');
      fail.set(dropped, { on: 'GET', status: 0 });
      const answer = await post(withMailerLite, 'newsletter-subscribe', {
        email: dropped,
        consent: true,
      });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.text)).toEqual({
        status: 'check-your-inbox',
        message: "Check your inbox: if this address can join, we've sent a link to confirm.",
      });
      await eventually(async () =>
        logged.mock.calls.some((args) => String(args[0]).startsWith('[newsletter-subscribe]')),
      );
      expect(requestsAbout(dropped).map((r) => r.method)).toEqual(['GET']);
      expect(await mailsTo(dropped, withMailerLite)).toEqual([]);
    });
  });
});
