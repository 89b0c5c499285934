/**
 * The `hardship-access` function (supabase/functions/hardship-access): a signed-in person asks for
 * Basic free for 90 days. A refusal says why, in Harbor's words (`refusalMessage`), with its code.
 */
import { refusalMessage } from '../membership/hardship-messages';
import type { ClientSource } from './client';
import { invokeFunction, unreadableAnswer } from './functions';
import { ok, type DataResult } from './result';

export interface HardshipGrant {
  endsAt: string;
  nextRequestAt: string;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

export async function requestHardshipAccess(
  client: ClientSource,
  reason: string,
): Promise<DataResult<HardshipGrant>> {
  const trimmed = reason.trim();
  const result = await invokeFunction(
    client,
    'hardship-access',
    trimmed ? { reason: trimmed } : {},
    refusalMessage,
  );
  if (!result.ok) return result;
  const body = (result.data ?? {}) as Record<string, unknown>;
  const endsAt = text(body.endsAt);
  const nextRequestAt = text(body.nextRequestAt);
  return endsAt && nextRequestAt ? ok({ endsAt, nextRequestAt }) : unreadableAnswer();
}
