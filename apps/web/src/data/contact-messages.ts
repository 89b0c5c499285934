/** public.contact_messages: the contact form's messages (visitors may add, never read). */
import type { toContactRow } from '../contact/contact-rules';
import type { ClientSource } from './client';
import { SEND_MESSAGES } from './messages';
import type { DataResult } from './result';
import { insertRow } from './table';

export type ContactMessageRow = ReturnType<typeof toContactRow>;

export function sendContactMessage(
  client: ClientSource,
  row: ContactMessageRow,
): Promise<DataResult> {
  return insertRow(client, 'contact_messages', row, SEND_MESSAGES);
}
