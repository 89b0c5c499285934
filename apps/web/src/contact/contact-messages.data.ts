/** public.contact_messages: the contact form's messages (visitors may add, never read). */
import type { ClientSource } from '../data/client';
import { SEND_MESSAGES } from '../data/messages';
import type { DataResult, FailureMessages } from '../data/result';
import { insertRow } from '../data/table';
import type { ContactMessageRow } from './contact-rules';

/** Adds the row; a failure is told in `messages` (default English; SEND_MESSAGES_ES in Spanish). */
export function sendContactMessage(
  client: ClientSource,
  row: ContactMessageRow,
  messages: FailureMessages = SEND_MESSAGES,
): Promise<DataResult> {
  return insertRow(client, (supabase) => supabase.from('contact_messages').insert(row), messages);
}
