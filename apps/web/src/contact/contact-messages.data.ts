/** public.contact_messages: the contact form's messages (visitors may add, never read). */
import type { ClientSource } from '../data/client';
import { SEND_MESSAGES } from '../data/messages';
import type { DataResult } from '../data/result';
import { insertRow } from '../data/table';
import type { ContactMessageRow } from './contact-rules';

export function sendContactMessage(
  client: ClientSource,
  row: ContactMessageRow,
): Promise<DataResult> {
  return insertRow(
    client,
    (supabase) => supabase.from('contact_messages').insert(row),
    SEND_MESSAGES,
  );
}
