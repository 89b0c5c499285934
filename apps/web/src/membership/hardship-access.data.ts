/**
 * The `hardship-access` function (supabase/functions/hardship-access): a signed-in person asks for
 * Basic free for 90 days. A refusal says why, in Harbor's words (`refusalMessage`), with its code.
 */
import { refusalMessage } from './hardship-messages';
import type { ClientSource } from '../data/client';
import { invokeFunction, unreadableAnswer } from '../data/functions';
import { ok, type DataResult } from '../data/result';

/**
 * What an accepted request answers. `startsAt` is there only when the grant starts later by
 * itself (an account less than a day old gets it once the account is a day old);
 * `alreadyScheduled` when it had been asked for before and is still waiting to start.
 */
export interface HardshipGrant {
  endsAt: string;
  nextRequestAt: string;
  startsAt?: string;
  alreadyScheduled?: true;
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
  if (!endsAt || !nextRequestAt) return unreadableAnswer();
  if (body.status === 'scheduled' || body.status === 'already_scheduled') {
    const startsAt = text(body.startsAt);
    if (!startsAt) return unreadableAnswer();
    return ok({
      endsAt,
      nextRequestAt,
      startsAt,
      ...(body.status === 'already_scheduled' ? { alreadyScheduled: true as const } : {}),
    });
  }
  return ok({ endsAt, nextRequestAt });
}
