import { isMembershipTier } from './membership-tier';
import type { Membership, MembershipSource, Profile } from './types';

const MEMBERSHIP_SOURCES: readonly string[] = ['stripe', 'hardship', 'manual'];

const isMembershipSource = (value: unknown): value is MembershipSource =>
  typeof value === 'string' && MEMBERSHIP_SOURCES.includes(value);

/** A row of the `profiles` table (spec §3). */
export interface ProfileRow {
  /** The user's id (a UUID), the same as `auth.users.id`. */
  id: string;
  /** The user's email address, or null. */
  email: string | null;
  /** The name given at sign-up, or null. */
  full_name: string | null;
}

/** A row of the `memberships` table (spec §3). */
export interface MembershipRow {
  /** The membership's id (a UUID). */
  id: string;
  /** The id of the user it belongs to (`auth.users.id`). */
  user_id: string;
  /** The tier as stored: 'free', 'basic', 'premium' or 'vip' (anything else is ignored). */
  tier: string;
  /** Whether the membership is current; only active rows are read. */
  is_active: boolean;
  /** When it starts (an ISO 8601 timestamp), or null. */
  start_date: string | null;
  /** When it ends (an ISO 8601 timestamp), or null for one that never ends. */
  end_date: string | null;
  /** When the row was written (an ISO 8601 timestamp); the latest active row wins. */
  created_at: string;
  /** 'stripe', 'hardship' or 'manual' (supabase/migrations/20261125090000_hardship_access.sql). */
  source?: string | null;
}

type UnknownRow = Record<string, unknown> | null | undefined;

const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Maps a `profiles` row to a `Profile`. Returns null when there is no row. */
export function toProfile(row: UnknownRow): Profile | null {
  if (!row || typeof row !== 'object') return null;
  return { email: stringOrNull(row.email), fullName: stringOrNull(row.full_name) };
}

/**
 * Maps a `memberships` row to a `Membership`. Returns null when there is no row,
 * when it has no id, or when its tier is not one we know: an unknown tier must
 * never be mistaken for a paid one.
 */
export function toMembership(row: UnknownRow): Membership | null {
  if (!row || typeof row !== 'object') return null;
  if (typeof row.id !== 'string' && typeof row.id !== 'number') return null;
  if (!isMembershipTier(row.tier)) return null;
  return {
    id: String(row.id),
    tier: row.tier,
    isActive: row.is_active === true,
    startDate: stringOrNull(row.start_date),
    endDate: stringOrNull(row.end_date),
    source: isMembershipSource(row.source) ? row.source : null,
  };
}
