import type { DraftStorage } from '@harbor-help/ui';
import type { DataResult } from '../data/result';

/** What the contact and story forms take: where a row is sent, and where the draft lives. */
export interface SendingFormProps<Row> {
  /** Stores the row; resolves with what happened. Never rejects for a network failure. */
  send(row: Row): Promise<DataResult>;
  /** Where the draft lives; defaults to `keptStore` (this tab, or this device when the visitor chooses; this page's memory on a shared computer). */
  storage?: DraftStorage | null;
}
