/**
 * Calling one of Harbor's server functions (Supabase Edge Functions), with every outcome as a
 * `DataResult`. The data modules for single functions (`checkout.ts`, `newsletter.ts`, …) use it.
 */
import { resolveClient, type ClientSource } from './client';
import { SERVICE_MESSAGES, SOMETHING_WENT_WRONG_MESSAGE } from './messages';
import {
  dataError,
  failed,
  kindOfFailure,
  ok,
  type DataError,
  type DataResult,
  type FailureMessages,
} from './result';

interface ResponseLike {
  status: number;
  json(): Promise<unknown>;
}

function isResponseLike(value: unknown): value is ResponseLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    typeof value.status === 'number' &&
    'json' in value &&
    typeof value.json === 'function'
  );
}

/** What a refusal says: the function's code and the sentence for the visitor (null: ours). */
export type DescribeRefusal = (body: Record<string, unknown> | null) => {
  code: string | null;
  message: string | null;
};

/** The function's own `{ error: "…", code: "…" }`, when its sentence is a short one. */
export const ownSentence: DescribeRefusal = (body) => {
  const error = body?.error;
  const code = body?.code;
  return {
    code: typeof code === 'string' && code !== '' ? code : null,
    message: typeof error === 'string' && error.trim() !== '' && error.length <= 300 ? error : null,
  };
};

async function readBody(response: ResponseLike): Promise<Record<string, unknown> | null> {
  try {
    const body = await response.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
  } catch {
    return null; // Not JSON: our own sentence.
  }
}

/**
 * Calls the function `name` with `body` and resolves with what it answered (unchecked: the
 * module calling it reads it). Never throws.
 */
export async function invokeFunction(
  source: ClientSource,
  name: string,
  body: object,
  describeRefusal: DescribeRefusal = ownSentence,
  messages: FailureMessages = SERVICE_MESSAGES,
): Promise<DataResult<unknown>> {
  try {
    const client = await resolveClient(source);
    const { data, error } = await client.functions.invoke(name, { body });
    if (!error) return ok<unknown>(data);
    const context: unknown = (error as { context?: unknown }).context;
    // FunctionsFetchError (offline, timeout) or FunctionsRelayError: the service was not reached.
    if (!isResponseLike(context)) return failed(dataError('network', messages));
    const refusal = describeRefusal(await readBody(context));
    return failed(
      dataError(kindOfFailure(context.status), messages, {
        status: context.status,
        code: refusal.code,
        ...(refusal.message ? { message: refusal.message } : {}),
      }),
    );
  } catch {
    return failed(dataError('network', messages));
  }
}

/**
 * For a page in another language than the functions' sentences (English): the refusal's code
 * only, so the visitor reads the page's own words for its kind of failure (`messages`).
 */
export const codeOnly: DescribeRefusal = (body) => ({ ...ownSentence(body), message: null });

/** The function answered, but not with what Harbor expects. */
export function unreadableAnswer(message: string = SOMETHING_WENT_WRONG_MESSAGE): {
  ok: false;
  error: DataError;
} {
  return failed(dataError('server', SERVICE_MESSAGES, { message }));
}
