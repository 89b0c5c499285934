/**
 * Hardship access (supabase/functions/hardship-access, called by `hardship-access.data.ts`): what
 * each answer says, with dates in the visitor's own time zone. Pure.
 */
import { SOMETHING_WENT_WRONG_MESSAGE } from '../data/messages';

export const HARDSHIP_REASON_MAX_LENGTH = 1000;
export const HARDSHIP_DAYS = 90;

export type HardshipRefusalCode =
  | 'sign_in'
  | 'invalid_reason'
  | 'rate_limited'
  | 'email_unconfirmed'
  /** Only from a server older than scheduled grants (a new account's now starts by itself). */
  | 'account_too_new'
  | 'paid_plan'
  | 'already_member'
  | 'already_granted'
  | 'too_soon';

/** "March 3, 2027" ("3 de marzo de 2027" in `locale` es-US), in the visitor's time zone. */
export function formatLongDate(iso: string, locale = 'en-US'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
}

/**
 * "March 3, 2027 at 2:05 PM", in the visitor's time zone: for a time less than a day away, where
 * the date alone would not say when.
 */
export function formatLongDateTime(iso: string, locale = 'en-US'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}

/** A grant that starts later by itself: when it starts and ends, and when to ask again. */
export interface ScheduledGrant {
  startsAt: string;
  endsAt: string;
  nextRequestAt: string;
  alreadyScheduled?: boolean;
}

/** What the page says about it: a title, when it starts, and what happens after. */
export interface ScheduledMessage {
  title: string;
  when: string;
  after: string;
}

/**
 * What an accepted request says when the grant starts later by itself (an account less than a
 * day old gets it once the account is a day old): not a refusal, nothing more to do.
 */
export function scheduledMessage({
  startsAt,
  endsAt,
  nextRequestAt,
  alreadyScheduled = false,
}: ScheduledGrant): ScheduledMessage {
  return {
    title: alreadyScheduled ? 'Your request is already in.' : 'We’ve got your request.',
    when: `Your free Basic access starts on ${formatLongDateTime(startsAt)} (new accounts wait one day, so we can keep the offer fair). You don’t need to do anything else.`,
    after: `It runs until ${formatLongDate(endsAt)} and ends by itself — nothing to cancel, no card. You can ask again from ${formatLongDate(nextRequestAt)}.`,
  };
}

interface RefusalBody {
  code?: unknown;
  error?: unknown;
  endsAt?: unknown;
  nextRequestAt?: unknown;
  availableAt?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The sentence for a refusal: our own wording (local dates) for the codes we know, else the server's. */
export function refusalMessage(body: RefusalBody | null): {
  code: HardshipRefusalCode | null;
  message: string;
} {
  const code = text(body?.code) as HardshipRefusalCode | null;
  const endsAt = text(body?.endsAt);
  const next = text(body?.nextRequestAt);
  const available = text(body?.availableAt);
  const serverSentence =
    text(body?.error) && String(body?.error).length <= 400 ? String(body?.error) : null;
  switch (code) {
    case 'already_granted':
      if (endsAt && next) {
        return {
          code,
          message: `You already have hardship access, until ${formatLongDate(endsAt)}. You can ask again from ${formatLongDate(next)}.`,
        };
      }
      break;
    case 'too_soon':
      if (next) {
        return {
          code,
          message: `Hardship access can be given once every 12 months, and your last one started less than 12 months ago. You can ask again from ${formatLongDate(next)}.`,
        };
      }
      break;
    case 'account_too_new':
      // Only an older server answers this: today a new account's request is accepted and starts
      // by itself (`scheduledMessage`).
      if (available) {
        return {
          code,
          message: `New accounts wait one day, so we can keep the offer fair. Please ask again from ${formatLongDateTime(available)}.`,
        };
      }
      break;
    case 'paid_plan':
      return {
        code,
        message:
          'You already have a paid plan, so nothing was changed. If paying has become hard, you can cancel it under “Manage your plan” and ask for hardship access once it ends.',
      };
    case 'sign_in':
      return { code, message: 'Please sign in again, then ask once more.' };
    default:
      break;
  }
  return { code, message: serverSentence ?? SOMETHING_WENT_WRONG_MESSAGE };
}
