// POST /functions/v1/staff-export { kind: 'donations' | 'orders' | 'newsletter' }  staff only
//   200 text/csv (an attachment): every row, oldest first, streamed page by page.
//   401 { error } without a signed-in caller; 403 { error } unless the caller is staff in an aal2
//   session (password and second factor); 400 { error } for another kind.
// The function acts as the caller (their own JWT, never the service role): public.staff_begin_export
// checks them and appends the export to the staff audit log, and the rows come through RLS from
// public.staff_export_<kind>, PAGE_SIZE at a time after the last (created_at, id) read (keyset
// pagination), so an export of any length holds one page in memory. Cells are neutralised against
// spreadsheet formula injection (see _shared/csv.ts).
import { csvStream } from '../_shared/csv.ts';
import { platformEnv, serveOnDeno, type FunctionEnv } from '../_shared/env.ts';
import { corsHeaders, json, PublicError, readJsonObject } from '../_shared/http.ts';
import { bearerToken, callerClient, type AdminClient } from '../_shared/supabase.ts';

export const PAGE_SIZE = 500;

type Kind = 'donations' | 'orders' | 'newsletter';
interface Keyed {
  id: string;
  created_at: string;
}

/** Each export: its columns, and how to read one page after a row. */
const EXPORTS: Record<
  Kind,
  {
    columns: readonly string[];
    page: (client: AdminClient, after: Keyed | undefined) => Promise<readonly Keyed[]>;
    cells: (row: never) => readonly unknown[];
  }
> = {
  donations: {
    columns: [
      'id',
      'created_at',
      'paid_at',
      'status',
      'amount',
      'currency',
      'recurring',
      'donor_email',
      'donor_name',
    ],
    page: async (client, after) =>
      unwrap(
        await client.rpc('staff_export_donations', {
          p_after_created_at: after?.created_at ?? null,
          p_after_id: after?.id ?? null,
          p_limit: PAGE_SIZE,
        }),
      ),
    cells: (row: {
      id: string;
      created_at: string;
      paid_at: string | null;
      status: string;
      amount_cents: number;
      currency: string;
      recurring: boolean;
      donor_email: string | null;
      donor_name: string | null;
    }) => [
      row.id,
      row.created_at,
      row.paid_at,
      row.status,
      amount(row.amount_cents),
      row.currency,
      row.recurring ? 'yes' : 'no',
      row.donor_email,
      row.donor_name,
    ],
  },
  orders: {
    columns: [
      'id',
      'created_at',
      'paid_at',
      'status',
      'amount',
      'currency',
      'customer_email',
      'items',
      'language',
    ],
    page: async (client, after) =>
      unwrap(
        await client.rpc('staff_export_orders', {
          p_after_created_at: after?.created_at ?? null,
          p_after_id: after?.id ?? null,
          p_limit: PAGE_SIZE,
        }),
      ),
    cells: (row: {
      id: string;
      created_at: string;
      paid_at: string | null;
      status: string;
      amount_cents: number;
      currency: string;
      customer_email: string | null;
      items: string | null;
      language: string;
    }) => [
      row.id,
      row.created_at,
      row.paid_at,
      row.status,
      amount(row.amount_cents),
      row.currency,
      row.customer_email,
      row.items,
      row.language,
    ],
  },
  newsletter: {
    columns: ['id', 'created_at', 'email', 'first_name', 'consent_at', 'language'],
    page: async (client, after) =>
      unwrap(
        await client.rpc('staff_export_newsletter', {
          p_after_created_at: after?.created_at ?? null,
          p_after_id: after?.id ?? null,
          p_limit: PAGE_SIZE,
        }),
      ),
    cells: (row: {
      id: string;
      created_at: string;
      email: string;
      first_name: string | null;
      consent_at: string;
      language: string;
    }) => [row.id, row.created_at, row.email, row.first_name, row.consent_at, row.language],
  },
};

/** Cents as a decimal amount, e.g. 2500 -> 25.00. */
const amount = (cents: number) => (cents / 100).toFixed(2);

function unwrap(result: { data: unknown; error: { message: string } | null }): readonly Keyed[] {
  if (result.error) throw new Error(result.error.message);
  return (result.data ?? []) as readonly Keyed[];
}

const isKind = (value: unknown): value is Kind =>
  value === 'donations' || value === 'orders' || value === 'newsletter';

export function createHandler(env: FunctionEnv): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    if (req.method !== 'POST') return json(405, { error: 'Use POST.' });
    try {
      const token = bearerToken(req);
      if (!token) throw new PublicError(401, 'Please sign in to the team console.');
      const { kind } = await readJsonObject(req);
      if (!isKind(kind)) throw new PublicError(400, 'Export donations, orders or newsletter.');
      const client = callerClient(env, token);
      const begin = await client.rpc('staff_begin_export', { p_kind: kind });
      if (begin.error) {
        throw new PublicError(
          403,
          'Only staff signed in with their second factor can export. Please sign in again.',
        );
      }
      const spec = EXPORTS[kind];
      const body = csvStream<Keyed>({
        columns: spec.columns,
        nextPage: (after) => spec.page(client, after),
        toCells: spec.cells as (row: Keyed) => readonly unknown[],
      });
      const day = new Date().toISOString().slice(0, 10);
      return new Response(body, {
        status: 200,
        headers: {
          ...corsHeaders,
          'Access-Control-Expose-Headers': 'Content-Disposition',
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="harbor-${kind}-${day}.csv"`,
          'Cache-Control': 'no-store',
        },
      });
    } catch (error) {
      if (error instanceof PublicError) return json(error.status, { error: error.message });
      console.error(`[staff-export] ${error instanceof Error ? error.message : String(error)}`);
      return json(500, { error: 'Something went wrong on our side. Please try again.' });
    }
  };
}

export const handler = createHandler(platformEnv());
serveOnDeno(handler);
