// POST /functions/v1/staff-reply { itemType, itemId, subject, body }  (the team's console, issue 26)
//   -> 200 { reply: { id, to, subject, sentAt } }: the reply was emailed to the item's sender and
//      recorded on the item (public.staff_replies), with an entry in public.staff_audit_log.
//   -> 401 / 403 { error } unless the caller is staff in an aal2 session (their own JWT, checked by
//      the database's current_staff_role(); nothing here trusts a claim of the request).
//   -> 400 / 422 { error } for a reply that cannot be sent (empty, too long, unstorable text, an
//      item without an email address).
// The checks run under the caller's own JWT: their role, and the recipient (the item's sender,
// never an address the browser names), through RLS and the staff functions. The reply is then
// recorded by this function with the service role, in the caller's name, so a reply on an item
// always means it was mailed (no staff member can record one directly). The mail needs a secret:
// - locally, the local backend's outbox (HARBOR_LOCAL_MAIL_URL, with the service-role key), where
//   the auth emails go too;
// - on a real project, Resend's email API (RESEND_API_KEY, STAFF_REPLY_FROM: the verified sender,
//   e.g. "Harbor <team@example.org>"); the same provider can carry the auth emails as the
//   project's custom SMTP. Without either, nothing is sent (500, configuration).
// The mail is sent first, then recorded: a failed send records nothing.
import {
  ConfigError,
  platformEnv,
  requireEnv,
  serveOnDeno,
  type FunctionEnv,
} from '../_shared/env.ts';
import { json, postHandler, PublicError, readJsonObject } from '../_shared/http.ts';
import { adminClient, callerClient } from '../_shared/supabase.ts';

const ITEM_TYPES = new Set(['contact_message', 'story', 'partner_application']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The same limits as public.staff_replies. */
export const MAX_REPLY_CHARS = 8000;
export const MAX_SUBJECT_CHARS = 200;

interface Mail {
  to: string;
  subject: string;
  text: string;
}

async function sendMail(env: FunctionEnv, mail: Mail): Promise<void> {
  const localOutbox = env.get('HARBOR_LOCAL_MAIL_URL');
  const resendKey = env.get('RESEND_API_KEY');
  let answer: Response;
  if (localOutbox) {
    answer = await fetch(localOutbox, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        apikey: requireEnv(env, 'SUPABASE_SERVICE_ROLE_KEY'),
      },
      body: JSON.stringify({ ...mail, type: 'staff-reply' }),
    });
  } else if (resendKey) {
    answer = await fetch('https://api.resend.com/emails', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${resendKey}` },
      body: JSON.stringify({
        from: requireEnv(env, 'STAFF_REPLY_FROM'),
        to: [mail.to],
        subject: mail.subject,
        text: mail.text,
      }),
    });
  } else {
    throw new ConfigError('staff-reply needs RESEND_API_KEY and STAFF_REPLY_FROM to send mail');
  }
  if (!answer.ok) {
    console.error(`[staff-reply] the mail service answered ${answer.status}`);
    throw new PublicError(
      502,
      "The reply couldn't be sent just now. Nothing was sent; your text is still here. Please try again.",
    );
  }
}

export function createHandler(env: FunctionEnv): (req: Request) => Promise<Response> {
  return postHandler('staff-reply', async (req) => {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.get('Authorization') ?? '')?.[1];
    if (!token || token === env.get('SUPABASE_ANON_KEY'))
      throw new PublicError(401, 'Please sign in to the team console to send replies.');
    const body = await readJsonObject(req);
    const itemType = typeof body.itemType === 'string' ? body.itemType : '';
    const itemId = typeof body.itemId === 'string' ? body.itemId : '';
    if (!ITEM_TYPES.has(itemType) || !UUID.test(itemId))
      throw new PublicError(400, 'The request could not be read. Please try again.');
    const text = typeof body.body === 'string' ? body.body : '';
    const subject = typeof body.subject === 'string' ? body.subject.trim() : '';
    if (text.trim() === '') throw new PublicError(400, 'Write the reply first.');
    if (text.length > MAX_REPLY_CHARS)
      throw new PublicError(
        400,
        `A reply can be at most ${MAX_REPLY_CHARS.toLocaleString('en-US')} characters.`,
      );
    if (subject === '' || subject.length > MAX_SUBJECT_CHARS)
      throw new PublicError(
        400,
        `Give the reply a subject of at most ${MAX_SUBJECT_CHARS} characters.`,
      );

    const caller = callerClient(env, token);
    const role = await caller.rpc('current_staff_role');
    if (role.error) {
      if (role.status === 401)
        throw new PublicError(401, 'Your session has ended. Please sign in again.');
      throw new Error(`current_staff_role: ${role.error.message}`);
    }
    if (!role.data)
      throw new PublicError(
        403,
        "Only Harbor's team, signed in with their second step, can send replies.",
      );

    const target = await caller.rpc('staff_inbox_reply_target', {
      p_item_type: itemType,
      p_item_id: itemId,
    });
    if (target.error) {
      if (target.error.code === 'P0002')
        throw new PublicError(404, 'That message is no longer in the inbox.');
      throw new Error(`staff_inbox_reply_target: ${target.error.message}`);
    }
    if (!target.data) throw new PublicError(422, 'This item has no email address to reply to.');

    await sendMail(env, { to: target.data, subject, text });

    // Recorded by this function alone (the service role), in the caller's name: a reply on the
    // item means it was mailed.
    const author = await caller.auth.getUser(token);
    if (author.error || !author.data.user) throw new Error('the caller could not be read back');
    const recorded = await adminClient(env).rpc('staff_inbox_record_reply', {
      p_author: author.data.user.id,
      p_item_type: itemType,
      p_item_id: itemId,
      p_subject: subject,
      p_body: text,
    });
    if (recorded.error || !recorded.data) {
      console.error(`[staff-reply] sent but not recorded: ${recorded.error?.message ?? 'no row'}`);
      throw new PublicError(
        500,
        'The reply was sent, but it could not be recorded on the item. Please add a note saying so.',
      );
    }
    const reply = recorded.data;
    return json(200, {
      reply: { id: reply.id, to: reply.to_email, subject: reply.subject, sentAt: reply.sent_at },
    });
  });
}

export const handler = createHandler(platformEnv());
serveOnDeno(handler);
