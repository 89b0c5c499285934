/**
 * Hardship access (supabase/functions/hardship-access, called by `data/hardship-access.ts`): what
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
  | 'account_too_new'
  | 'paid_plan'
  | 'already_member'
  | 'already_granted'
  | 'too_soon';

/** "March 3, 2027", in the visitor's time zone. */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(date);
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
      if (available) {
        return {
          code,
          message: `Your account is less than a day old. Please come back and ask from ${formatLongDate(available)}.`,
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
