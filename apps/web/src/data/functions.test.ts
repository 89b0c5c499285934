import type { SupabaseClient } from '@supabase/supabase-js';
import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { invokeFunction } from './functions';
import { SERVICE_UNREACHABLE_MESSAGE, SOMETHING_WENT_WRONG_MESSAGE } from './messages';

function clientAnswering(answer: () => Promise<{ data: unknown; error: unknown }>) {
  const invoke = vi.fn(answer);
  return { client: { functions: { invoke } } as unknown as SupabaseClient, invoke };
}

function jsonError(status: number, body: unknown) {
  return new FunctionsHttpError(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
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

  it('loads the client first when it is given a loader', async () => {
    const { client, invoke } = clientAnswering(async () => ({ data: { ok: 1 }, error: null }));
    const result = await invokeFunction(() => Promise.resolve(client), 'checkout', {});
    expect(invoke).toHaveBeenCalledOnce();
    expect(result).toEqual({ ok: true, data: { ok: 1 } });
  });

  it("shows the function's own sentence and code from an error response", async () => {
    const { client } = clientAnswering(async () => ({
      data: null,
      error: jsonError(401, { error: 'Please sign in to buy a membership.', code: 'sign_in' }),
    }));

    expect(await invokeFunction(client, 'checkout', {})).toEqual({
      ok: false,
      error: {
        kind: 'forbidden',
        status: 401,
        code: 'sign_in',
        message: 'Please sign in to buy a membership.',
      },
    });
  });

  it('tells a refusal in the words the caller gives for its body', async () => {
    const { client } = clientAnswering(async () => ({
      data: null,
      error: jsonError(429, { code: 'too_soon', nextRequestAt: '2027-03-03T00:00:00Z' }),
    }));

    const result = await invokeFunction(client, 'hardship-access', {}, (body) => ({
      code: String(body?.code),
      message: `Ask again from ${String(body?.nextRequestAt)}.`,
    }));

    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'rate-limited',
        status: 429,
        code: 'too_soon',
        message: 'Ask again from 2027-03-03T00:00:00Z.',
      },
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
      error: { kind: 'server', status: 502, code: null, message: SOMETHING_WENT_WRONG_MESSAGE },
    });
  });

  it('says the service cannot be reached when the request never got an answer', async () => {
    const { client } = clientAnswering(async () => ({
      data: null,
      error: new FunctionsFetchError(new TypeError('Failed to fetch')),
    }));

    expect(await invokeFunction(client, 'checkout', {})).toEqual({
      ok: false,
      error: { kind: 'network', status: null, code: null, message: SERVICE_UNREACHABLE_MESSAGE },
    });
  });

  it('never throws, even when the client does or fails to load', async () => {
    const { client } = clientAnswering(async () => {
      throw new Error('boom');
    });
    const unreachable = {
      ok: false,
      error: { kind: 'network', status: null, code: null, message: SERVICE_UNREACHABLE_MESSAGE },
    };

    expect(await invokeFunction(client, 'checkout', {})).toEqual(unreachable);
    expect(
      await invokeFunction(() => Promise.reject(new Error('chunk failed')), 'checkout', {}),
    ).toEqual(unreachable);
  });
});
