/**
 * What the team's console reads and changes besides its inbox (issue 26): members and their
 * complimentary memberships, the money by month and the CSV exports, the audit trail and the team.
 * Every call runs with the staff member's own JWT (the site's one client): the SQL functions of
 * supabase/migrations/20261128090000_staff_members_money.sql check the role and the second factor,
 * and row-level security decides what comes back. No data function throws (see ../data/result).
 */
import type { Database } from '@harbor-help/local-supabase/database-types';
import { resolveClient, type ClientSource, type HarborClient } from '../data/client';
import { SERVICE_MESSAGES } from '../data/messages';
import { dataError, failed, kindOfFailure, ok, type DataResult } from '../data/result';

type Functions = Database['public']['Functions'];
export type StaffRole = Database['public']['Enums']['staff_role'];
export type MemberMatch = Functions['staff_find_members']['Returns'][number];
export type MoneyRow = Functions['staff_money_by_month']['Returns'][number];
export type TeamMember = Functions['staff_team']['Returns'][number];
export type AuditEntry = Database['public']['Tables']['staff_audit_log']['Row'];
export type CompTier = 'basic' | 'premium' | 'vip';
export type ExportKind = 'donations' | 'orders' | 'newsletter';

/** One membership of a member, as staff_member_detail answers. */
export interface MemberMembership {
  id: string;
  tier: string;
  source: 'stripe' | 'hardship' | 'manual';
  is_active: boolean;
  start_date: string | null;
  end_date: string | null;
  created_at: string;
  comp: { reason: string; granted_at: string; ended_at: string | null } | null;
  stripe_customer_id: string | null;
  stripe_status: string | null;
}

/** One member, as staff_member_detail answers (hardship reasons for admins only). */
export interface MemberDetail {
  user_id: string;
  email: string;
  full_name: string | null;
  created_at: string;
  stripe_customer_id: string | null;
  memberships: MemberMembership[];
  hardship: {
    count: number;
    grants: { granted_at: string; ends_at: string; reason?: string | null }[];
  };
}

/** Where a paid member's customer is in Stripe (nothing about their card is shown here). */
export function stripeCustomerUrl(customerId: string): string {
  return `https://dashboard.stripe.com/customers/${encodeURIComponent(customerId)}`;
}

interface ApiError {
  message?: string;
  code?: string | null;
}

/** The database's own sentence is shown for a refusal it explains (a raise in the function). */
function failure(error: ApiError | null, status: number) {
  const code = error?.code ?? null;
  const kind = kindOfFailure(status, code);
  const explained = code === '22023' || code === 'P0002' || code === '23514';
  return failed(
    dataError(kind, SERVICE_MESSAGES, {
      status: status || null,
      code,
      ...(explained && error?.message ? { message: error.message } : {}),
      ...(kind === 'forbidden'
        ? {
            message:
              'Only staff signed in with their second factor can do this. Please sign in again.',
          }
        : {}),
    }),
  );
}

async function call<T>(
  source: ClientSource,
  run: (
    client: HarborClient,
  ) => PromiseLike<{ data: unknown; error: ApiError | null; status: number }>,
): Promise<DataResult<T>> {
  try {
    const client = await resolveClient(source);
    const { data, error, status } = await run(client);
    if (error) return failure(error, status);
    return ok(data as T);
  } catch {
    return failure(null, 0);
  }
}

export const findMembers = (source: ClientSource, query: string) =>
  call<MemberMatch[]>(source, (client) =>
    client.rpc('staff_find_members', { p_email_query: query }),
  );

export const readMember = (source: ClientSource, userId: string) =>
  call<MemberDetail>(source, (client) => client.rpc('staff_member_detail', { p_user_id: userId }));

export const grantComp = (
  source: ClientSource,
  grant: { userId: string; tier: CompTier; endsAt: string; reason: string },
) =>
  call<{ id: string }>(source, (client) =>
    client.rpc('staff_grant_comp', {
      p_user_id: grant.userId,
      p_tier: grant.tier,
      p_ends_at: grant.endsAt,
      p_reason: grant.reason,
    }),
  );

export const endComp = (source: ClientSource, membershipId: string) =>
  call<{ id: string }>(source, (client) =>
    client.rpc('staff_end_comp', { p_membership_id: membershipId }),
  );

export const readMoneyByMonth = (source: ClientSource) =>
  call<MoneyRow[]>(source, (client) => client.rpc('staff_money_by_month'));

export const readTeam = (source: ClientSource) =>
  call<TeamMember[]>(source, (client) => client.rpc('staff_team'));

export const addEditor = (source: ClientSource, email: string) =>
  call<unknown>(source, (client) => client.rpc('staff_add_editor', { p_email: email }));

export const removeEditor = (source: ClientSource, userId: string) =>
  call<unknown>(source, (client) => client.rpc('staff_remove_editor', { p_user_id: userId }));

/** The latest entries of the audit trail, newest first (admins only: RLS answers others none). */
export const readAuditLog = (source: ClientSource, limit = 100) =>
  call<AuditEntry[]>(source, (client) =>
    client.from('staff_audit_log').select('*').order('id', { ascending: false }).limit(limit),
  );

/**
 * A CSV export from the staff-export function, with the file name it gives, as a Blob for the
 * download link. The function streams it page by page; the browser holds the finished file.
 */
export async function exportCsv(
  source: ClientSource,
  kind: ExportKind,
): Promise<DataResult<{ blob: Blob; fileName: string }>> {
  try {
    const client = await resolveClient(source);
    // supabase-js hands a text/csv answer over as text.
    const {
      data: result,
      error,
      response,
    } = await client.functions.invoke<string>('staff-export', {
      body: { kind },
    });
    if (error || !result) {
      const status = (response as Response | undefined)?.status ?? 0;
      return failure(null, status);
    }
    const disposition = response?.headers.get('content-disposition') ?? '';
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `harbor-${kind}.csv`;
    const blob = new Blob([result], { type: 'text/csv;charset=utf-8' });
    return ok({ blob, fileName });
  } catch {
    return failure(null, 0);
  }
}
