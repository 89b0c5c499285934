/**
 * The `hardship-access` function (supabase/functions/hardship-access): a signed-in person asks for
 * Basic free for 90 days. A refusal says why, in Harbor's words (`refusalMessage`), with its code.
 */
import { refusalMessage } from './hardship-messages';
import type { ClientSource } from '../data/client';
import { invokeFunction, unreadableAnswer, type DescribeRefusal } from '../data/functions';
import { SERVICE_MESSAGES } from '../data/messages';
import { ok, type DataResult, type FailureMessages } from '../data/result';

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

/**
 * Asks for the grant. `words`, on a page in another language: its own sentence for each refusal
 * and each kind of failure (the function's own sentences are English).
 */
export async function requestHardshipAccess(
  client: ClientSource,
  reason: string,
  words: { refusal?: DescribeRefusal; failures?: FailureMessages } = {},
): Promise<DataResult<HardshipGrant>> {
  const trimmed = reason.trim();
  const result = await invokeFunction(
    client,
    'hardship-access',
    trimmed ? { reason: trimmed } : {},
    words.refusal ?? refusalMessage,
    words.failures ?? SERVICE_MESSAGES,
  );
  const unreadable = words.failures?.server;
  if (!result.ok) return result;
  const body = (result.data ?? {}) as Record<string, unknown>;
  const endsAt = text(body.endsAt);
  const nextRequestAt = text(body.nextRequestAt);
  if (!endsAt || !nextRequestAt) return unreadableAnswer(unreadable);
  if (body.status === 'scheduled' || body.status === 'already_scheduled') {
    const startsAt = text(body.startsAt);
    if (!startsAt) return unreadableAnswer(unreadable);
    return ok({
      endsAt,
      nextRequestAt,
      startsAt,
      ...(body.status === 'already_scheduled' ? { alreadyScheduled: true as const } : {}),
    });
  }
  return ok({ endsAt, nextRequestAt });
}
