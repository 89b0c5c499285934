/** public.partner_applications: applications to the partner programme (insert-only). */
import {
  toPartnerApplicationRow,
  type PartnerApplicationValues,
  type PartnerLanguage,
} from './partner-application';
import type { ClientSource } from '../data/client';
import { KEPT, sameMessage } from '../data/messages';
import type { DataResult, FailureMessages } from '../data/result';
import { insertRow } from '../data/table';

export const PARTNER_SEND_FAILED_MESSAGE =
  "We couldn't send your application. Please check your connection and try again. Everything you typed is still here.";

/** Too many applications from this connection (the database's limit, issue 31). */
export const PARTNER_TOO_MANY_MESSAGE = `Too many tries from this connection. Wait a few minutes, then try again. ${KEPT}`;

/** A failed send, by its kind, in English. */
export const PARTNER_SEND_MESSAGES: FailureMessages = {
  ...sameMessage(PARTNER_SEND_FAILED_MESSAGE),
  'rate-limited': PARTNER_TOO_MANY_MESSAGE,
};

/** Stores the application, written in `language`; a failure is told in `messages`' words. */
export function sendPartnerApplication(
  client: ClientSource,
  values: PartnerApplicationValues,
  language: PartnerLanguage = 'en',
  messages: FailureMessages = PARTNER_SEND_MESSAGES,
): Promise<DataResult> {
  const row = toPartnerApplicationRow(values, language);
  return insertRow(
    client,
    (supabase) => supabase.from('partner_applications').insert(row),
    messages,
  );
}
