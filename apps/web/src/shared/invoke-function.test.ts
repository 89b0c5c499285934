import type { SupabaseClient } from '@supabase/supabase-js';
import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import {
  SERVICE_UNREACHABLE_MESSAGE,
  SOMETHING_WENT_WRONG_MESSAGE,
  invokeFunction,
} from './invoke-function';

function clientAnswering(answer: () => Promise<{ data: unknown; error: unknown }>) {
  const invoke = vi.fn(answer);
  return { client: { functions: { invoke } } as unknown as SupabaseClient, invoke };
}

describe('invokeFunction', () => {
  it('sends the body to the named function and returns its data', async () => {
    const { client, invoke } = clientAnswering(async () => ({
      data: { url: 'https://checkout.example/s/1' },
      error: null,
    }));

    const result = await invokeFunction(client, 'checkout', { kind: 'donation' });

    expect(invoke).toHaveBeenCalledWith('checkout', { body: { kind: 'donation' } });
    expect(result).toEqual({ ok: true, data: { url: 'https://checkout.example/s/1' } });
  });

  it("shows the function's own sentence from an error response", async () => {
    const response = new Response(
      JSON.stringify({ error: 'Please sign in to buy a membership.' }),
      {
        status: 401,
        headers: { 'content-type': 'application/json' },
      },
    );
    const { client } = clientAnswering(async () => ({
      data: null,
      error: new FunctionsHttpError(response),
    }));

    expect(await invokeFunction(client, 'checkout', {})).toEqual({
      ok: false,
      status: 401,
      message: 'Please sign in to buy a membership.',
    });
  });

  it('falls back to a general sentence when the error body is not one', async () => {
    const response = new Response('<html>Bad gateway</html>', { status: 502 });
    const { client } = clientAnswering(async () => ({
      data: null,
      error: new FunctionsHttpError(response),
    }));

    expect(await invokeFunction(client, 'checkout', {})).toEqual({
      ok: false,
      status: 502,
      message: SOMETHING_WENT_WRONG_MESSAGE,
    });
  });

  it('says the service cannot be reached when the request never got an answer', async () => {
    const { client } = clientAnswering(async () => ({
      data: null,
      error: new FunctionsFetchError(new TypeError('Failed to fetch')),
    }));

    expect(await invokeFunction(client, 'checkout', {})).toEqual({
      ok: false,
      status: null,
      message: SERVICE_UNREACHABLE_MESSAGE,
    });
  });

  it('never throws, even when the client does', async () => {
    const { client } = clientAnswering(async () => {
      throw new Error('boom');
    });

    expect(await invokeFunction(client, 'checkout', {})).toEqual({
      ok: false,
      status: null,
      message: SERVICE_UNREACHABLE_MESSAGE,
    });
  });
});
