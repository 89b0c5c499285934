/**
 * A fake Supabase client for the money pages' tests: the boundary the pages talk to.
 * Table reads answer from `tables` (or stay pending for a table set to 'pending'), and so does
 * `rest`, for the public rows the pages read with a plain fetch (fake-rest.ts); function
 * calls go to `functions[name](body)`; inserts are recorded.
 */
import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import { vi } from 'vitest';
import type { HarborClient } from '../../data/client';
import { createFakeRest } from './fake-rest';

export interface TableAnswer {
  data: unknown;
  /** `status`: the HTTP status of the error's answer, for reads with a plain fetch (fake-rest.ts). */
  error: { message: string; code?: string; status?: number } | null;
}

export interface FunctionAnswer {
  data: unknown;
  error: unknown;
}

export type FunctionHandler = (body: unknown) => FunctionAnswer | Promise<FunctionAnswer>;

export function answer(data: unknown): FunctionAnswer {
  return { data, error: null };
}

/** An error response from a function, as supabase-js reports it: `{ error: message }` with a status. */
export function httpError(status: number, message: string): FunctionAnswer {
  const response = new Response(JSON.stringify({ error: message }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
  return { data: null, error: new FunctionsHttpError(response) };
}

export function unreachable(): FunctionAnswer {
  return { data: null, error: new FunctionsFetchError(new TypeError('Failed to fetch')) };
}

export function createFakeSupabase(
  options: {
    tables?: Record<string, TableAnswer | 'pending'>;
    functions?: Record<string, FunctionHandler>;
    insertError?: TableAnswer['error'];
    /** What each database function (`rpc`) answers; an unscripted one answers an error. */
    rpc?: Record<string, TableAnswer>;
  } = {},
) {
  const reads: Array<{ table: string; calls: Array<[string, unknown[]]> }> = [];
  const inserts: Array<{ table: string; row: unknown }> = [];
  const rpcs: Array<{ name: string; args: unknown }> = [];
  const rpc = vi.fn(async (name: string, args?: unknown) => {
    rpcs.push({ name, args });
    return options.rpc?.[name] ?? { data: null, error: { message: `no rpc ${name} scripted` } };
  });

  function from(table: string) {
    const calls: Array<[string, unknown[]]> = [];
    reads.push({ table, calls });
    const result = (): Promise<TableAnswer> => {
      const tableAnswer = options.tables?.[table];
      if (tableAnswer === 'pending') return new Promise(() => undefined);
      return Promise.resolve(
        tableAnswer ?? { data: null, error: { message: `no answer scripted for ${table}` } },
      );
    };
    const builder = {
      select: (...args: unknown[]) => (calls.push(['select', args]), builder),
      eq: (...args: unknown[]) => (calls.push(['eq', args]), builder),
      in: (...args: unknown[]) => (calls.push(['in', args]), builder),
      order: (...args: unknown[]) => (calls.push(['order', args]), builder),
      limit: (...args: unknown[]) => (calls.push(['limit', args]), builder),
      then: <T>(resolve: (value: TableAnswer) => T, reject?: (reason: unknown) => T) =>
        result().then(resolve, reject),
      insert: (row: unknown) => {
        inserts.push({ table, row });
        return Promise.resolve({ data: null, error: options.insertError ?? null });
      },
    };
    return builder;
  }

  const invoke = vi.fn(async (name: string, invokeOptions?: { body?: unknown }) => {
    const handler = options.functions?.[name];
    if (!handler) return httpError(404, `no function ${name} scripted`);
    return handler(invokeOptions?.body);
  });

  return {
    client: { from: vi.fn(from), rpc, functions: { invoke } } as unknown as HarborClient,
    invoke,
    reads,
    inserts,
    rpcs,
    /** The same tables for the reads of public rows with a plain fetch (fake-rest.ts). */
    rest: createFakeRest(options.tables),
  };
}
