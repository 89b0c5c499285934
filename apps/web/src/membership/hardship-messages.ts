/**
 * Hardship access (supabase/functions/hardship-access): the request, and what each answer says,
 * with dates in the visitor's own time zone. Pure apart from the one function call.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  SERVICE_UNREACHABLE_MESSAGE,
  SOMETHING_WENT_WRONG_MESSAGE,
} from '../shared/invoke-function';

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

export type HardshipResult =
  | { ok: true; endsAt: string; nextRequestAt: string }
  | { ok: false; code: HardshipRefusalCode | null; message: string };

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

interface ResponseLike {
  status: number;
  json(): Promise<unknown>;
}

const isResponseLike = (value: unknown): value is ResponseLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ResponseLike).status === 'number' &&
  typeof (value as ResponseLike).json === 'function';

/** Sends the request. Never throws: every outcome is a result with a sentence to show. */
export async function requestHardshipAccess(
  client: SupabaseClient,
  reason: string,
): Promise<HardshipResult> {
  try {
    const trimmed = reason.trim();
    const { data, error } = await client.functions.invoke('hardship-access', {
      body: trimmed ? { reason: trimmed } : {},
    });
    if (!error) {
      const body = (data ?? {}) as { endsAt?: unknown; nextRequestAt?: unknown };
      const endsAt = text(body.endsAt);
      const nextRequestAt = text(body.nextRequestAt);
      if (endsAt && nextRequestAt) return { ok: true, endsAt, nextRequestAt };
      return { ok: false, code: null, message: SOMETHING_WENT_WRONG_MESSAGE };
    }
    const context: unknown = (error as { context?: unknown }).context;
    if (!isResponseLike(context)) {
      return { ok: false, code: null, message: SERVICE_UNREACHABLE_MESSAGE };
    }
    let body: RefusalBody | null = null;
    try {
      const parsed = await context.json();
      if (typeof parsed === 'object' && parsed !== null) body = parsed as RefusalBody;
    } catch {
      // Not JSON: the general sentence.
    }
    return { ok: false, ...refusalMessage(body) };
  } catch {
    return { ok: false, code: null, message: SERVICE_UNREACHABLE_MESSAGE };
  }
}
