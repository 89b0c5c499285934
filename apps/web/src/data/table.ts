/** Reading and writing one table through PostgREST, with every outcome as a `DataResult`. */
import { resolveClient, type ClientSource, type HarborClient } from './client';
import { SERVICE_MESSAGES } from './messages';
import {
  dataError,
  failed,
  kindOfFailure,
  ok,
  type DataResult,
  type FailureMessages,
} from './result';

/**
 * What a supabase-js query resolves with (status 0 when no answer came): `Data` is what the
 * typed client says the query selects, so the rows reach `read` with their columns' types.
 */
export interface QueryAnswer<Data> {
  data: Data | null;
  error: { code?: string | null } | null;
  status?: number;
}

/**
 * Runs one query on the client (loading it first when it loads on demand) and reads the rows
 * with `read`. Never throws: a failure is told with `messages`.
 */
export async function runQuery<Data, T>(
  source: ClientSource,
  query: (client: HarborClient) => PromiseLike<QueryAnswer<Data>>,
  read: (data: Data | null) => T,
  messages: FailureMessages = SERVICE_MESSAGES,
): Promise<DataResult<T>> {
  let answer: QueryAnswer<Data>;
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
 * Adds one row with `insert` (`(supabase) => supabase.from('stories').insert(row)`, so the typed
 * client checks the row against the table's columns). Nothing is read back
 * (`return=minimal`): visitors may add to some tables they may not read.
 */
export function insertRow(
  source: ClientSource,
  insert: (client: HarborClient) => PromiseLike<QueryAnswer<unknown>>,
  messages: FailureMessages,
): Promise<DataResult> {
  return runQuery(source, insert, () => undefined, messages);
}
