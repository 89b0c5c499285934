/** public.partner_applications: applications to the partner programme (insert-only). */
import {
  toPartnerApplicationRow,
  type PartnerApplicationValues,
} from '../partners/partner-application';
import type { ClientSource } from './client';
import { sameMessage } from './messages';
import type { DataResult } from './result';
import { insertRow } from './table';

export const PARTNER_SEND_FAILED_MESSAGE =
  "We couldn't send your application. Please check your connection and try again. Everything you typed is still here.";

export function sendPartnerApplication(
  client: ClientSource,
  values: PartnerApplicationValues,
): Promise<DataResult> {
  return insertRow(
    client,
    'partner_applications',
    toPartnerApplicationRow(values),
    sameMessage(PARTNER_SEND_FAILED_MESSAGE),
  );
}
