/** Reading and writing one table through PostgREST, with every outcome as a `DataResult`. */
import type { SupabaseClient } from '@supabase/supabase-js';
import { resolveClient, type ClientSource } from './client';
import { SERVICE_MESSAGES } from './messages';
import {
  dataError,
  failed,
  kindOfFailure,
  ok,
  type DataResult,
  type FailureMessages,
} from './result';

/** What a supabase-js query resolves with (status 0 when no answer came). */
export interface QueryAnswer {
  data: unknown;
  error: { code?: string | null } | null;
  status?: number;
}

/**
 * Runs one query on the client (loading it first when it loads on demand) and reads the rows
 * with `read`. Never throws: a failure is told with `messages`.
 */
export async function runQuery<T>(
  source: ClientSource,
  query: (client: SupabaseClient) => PromiseLike<QueryAnswer>,
  read: (data: unknown) => T,
  messages: FailureMessages = SERVICE_MESSAGES,
): Promise<DataResult<T>> {
  let answer: QueryAnswer;
  try {
    answer = await query(await resolveClient(source));
  } catch {
    return failed(dataError('network', messages));
  }
  const { data, error, status } = answer;
  // supabase-js reports status 0 when no answer came; a DataError says null.
  const answered = status === undefined || status === 0 ? null : status;
  if (error) {
    const code = error.code || null;
    return failed(
      dataError(kindOfFailure(status ?? -1, code), messages, { status: answered, code }),
    );
  }
  try {
    return ok(read(data));
  } catch {
    return failed(dataError('server', messages, { status: answered }));
  }
}

/**
 * Adds one row. Nothing is read back (`return=minimal`): visitors may add to some tables they
 * may not read.
 */
export function insertRow(
  source: ClientSource,
  table: string,
  row: object,
  messages: FailureMessages,
): Promise<DataResult> {
  return runQuery(
    source,
    (client) => client.from(table).insert(row),
    () => undefined,
    messages,
  );
}
