/**
 * Calls one of Harbor's server functions (Supabase Edge Functions) and turns every outcome into
 * a result with a sentence safe to show. Never throws.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

export const SERVICE_UNREACHABLE_MESSAGE =
  "We can't reach the service right now. Please check your connection and try again.";
export const SOMETHING_WENT_WRONG_MESSAGE =
  'Something went wrong on our side. Please try again in a moment.';

export type FunctionResult<T> =
  { ok: true; data: T } | { ok: false; status: number | null; message: string };

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

/** The function's own `{ error: "…" }` sentence, when it sent a short one. */
async function readErrorSentence(response: ResponseLike): Promise<string | null> {
  try {
    const body = await response.json();
    if (typeof body === 'object' && body !== null && 'error' in body) {
      const { error } = body;
      if (typeof error === 'string' && error.trim() !== '' && error.length <= 300) return error;
    }
  } catch {
    // Not JSON: fall back to our own sentence.
  }
  return null;
}

export async function invokeFunction<T>(
  client: SupabaseClient,
  name: string,
  body: object,
): Promise<FunctionResult<T>> {
  try {
    const { data, error } = await client.functions.invoke(name, { body });
    if (!error) return { ok: true, data: data as T };
    const context: unknown = (error as { context?: unknown }).context;
    if (isResponseLike(context)) {
      const message = await readErrorSentence(context);
      return {
        ok: false,
        status: context.status,
        message: message ?? SOMETHING_WENT_WRONG_MESSAGE,
      };
    }
    // FunctionsFetchError (offline, timeout) or FunctionsRelayError: the service was not reached.
    return { ok: false, status: null, message: SERVICE_UNREACHABLE_MESSAGE };
  } catch {
    return { ok: false, status: null, message: SERVICE_UNREACHABLE_MESSAGE };
  }
}
