/**
 * The team's inbox (issue 26): public.staff_inbox (one list of what visitors sent), its notes and
 * replies, the staff functions that change an item, and the staff-reply edge function. Everything
 * runs with the staff member's own JWT; row-level security and the functions decide.
 */
import type { Views } from '@harbor-help/local-supabase/database-types';
import type { ClientSource } from '../data/client';
import { invokeFunction, unreadableAnswer } from '../data/functions';
import { SERVICE_MESSAGES } from '../data/messages';
import type { DataResult } from '../data/result';
import { runQuery } from '../data/table';
import { readDangerReason, type PossibleDanger } from './danger-reason';

export type InboxItemType = 'contact_message' | 'story' | 'partner_application';
export type InboxKind = 'contact' | 'wrong-fact' | 'story' | 'partner';
export type InboxStatus = 'new' | 'in-progress' | 'done';

export const INBOX_KINDS: readonly { value: InboxKind; label: string }[] = [
  { value: 'contact', label: 'Contact messages' },
  { value: 'wrong-fact', label: 'Wrong-fact reports' },
  { value: 'story', label: 'Stories' },
  { value: 'partner', label: 'Partner applications' },
];
export const INBOX_STATUSES: readonly { value: InboxStatus; label: string }[] = [
  { value: 'new', label: 'New' },
  { value: 'in-progress', label: 'In progress' },
  { value: 'done', label: 'Done' },
];

export const kindLabel = (kind: InboxKind) =>
  ({
    contact: 'Contact message',
    'wrong-fact': 'Wrong-fact report',
    story: 'Story',
    partner: 'Partner application',
  })[kind];
export const statusLabel = (status: InboxStatus) =>
  INBOX_STATUSES.find((entry) => entry.value === status)?.label ?? status;

export interface InboxItem {
  itemType: InboxItemType;
  itemId: string;
  /** `contact_message:<uuid>`: the item's key in the address (`?item=`). */
  key: string;
  kind: InboxKind;
  receivedAt: string;
  fromName: string | null;
  fromEmail: string | null;
  topic: string | null;
  listingId: string | null;
  body: string;
  consentToPublish: boolean | null;
  status: InboxStatus;
  assigneeId: string | null;
  urgent: boolean;
  markedUrgent: boolean;
  /** What the safety screen found (issue 27): such an item is urgent. */
  danger: PossibleDanger | null;
  /** The language of the form it was written in (issue 25): reply in it. */
  language: 'en' | 'es';
}

export interface InboxFilter {
  kind: InboxKind | null;
  status: InboxStatus | null;
}

const INBOX_COLUMNS =
  'item_type, item_id, kind, received_at, from_name, from_email, topic, listing_id, body, consent_to_publish, status, assignee_id, urgent, marked_urgent, danger_reason, language';

type InboxRow = Pick<
  Views<'staff_inbox'>,
  | 'item_type'
  | 'item_id'
  | 'kind'
  | 'received_at'
  | 'from_name'
  | 'from_email'
  | 'topic'
  | 'listing_id'
  | 'body'
  | 'consent_to_publish'
  | 'status'
  | 'assignee_id'
  | 'urgent'
  | 'marked_urgent'
  | 'danger_reason'
  | 'language'
>;

const ITEM_TYPES = new Set<string>(['contact_message', 'story', 'partner_application']);
const KINDS = new Set<string>(['contact', 'wrong-fact', 'story', 'partner']);
const STATUSES = new Set<string>(['new', 'in-progress', 'done']);

/** A row of public.staff_inbox as the console shows it; null for a row it cannot read. */
export function toInboxItem(row: InboxRow): InboxItem | null {
  if (
    !row.item_type ||
    !ITEM_TYPES.has(row.item_type) ||
    !row.item_id ||
    !row.kind ||
    !KINDS.has(row.kind) ||
    !row.received_at ||
    !row.status ||
    !STATUSES.has(row.status)
  )
    return null;
  return {
    itemType: row.item_type as InboxItemType,
    itemId: row.item_id,
    key: `${row.item_type}:${row.item_id}`,
    kind: row.kind as InboxKind,
    receivedAt: row.received_at,
    fromName: row.from_name,
    fromEmail: row.from_email,
    topic: row.topic,
    listingId: row.listing_id,
    body: row.body ?? '',
    consentToPublish: row.consent_to_publish,
    status: row.status as InboxStatus,
    assigneeId: row.assignee_id,
    urgent: row.urgent === true,
    markedUrgent: row.marked_urgent === true,
    danger: readDangerReason(row.danger_reason),
    // Only 'es' and 'en' are stored (a CHECK); anything else is read as English.
    language: row.language === 'es' ? 'es' : 'en',
  };
}

/** The inbox, urgent first, then newest first; filtered by kind and status. */
export function loadInbox(
  client: ClientSource,
  filter: InboxFilter,
): Promise<DataResult<InboxItem[]>> {
  return runQuery(
    client,
    (supabase) => {
      let query = supabase.from('staff_inbox').select(INBOX_COLUMNS);
      if (filter.kind) query = query.eq('kind', filter.kind);
      if (filter.status) query = query.eq('status', filter.status);
      return query
        .order('urgent', { ascending: false })
        .order('received_at', { ascending: false })
        .limit(500);
    },
    (rows) => (rows ?? []).flatMap((row) => toInboxItem(row) ?? []),
  );
}

/** One item by its key (`contact_message:<uuid>`), whatever the list's filters; null if none. */
export function loadInboxItem(
  client: ClientSource,
  key: string,
): Promise<DataResult<InboxItem | null>> {
  const [itemType, itemId] = key.split(':');
  return runQuery(
    client,
    (supabase) =>
      supabase
        .from('staff_inbox')
        .select(INBOX_COLUMNS)
        .eq('item_type', itemType ?? '')
        .eq('item_id', itemId ?? '')
        .limit(1),
    (rows) => (rows?.[0] ? toInboxItem(rows[0]) : null),
  );
}

/** Whether `key` names an item the way the inbox does (`<type>:<uuid>`). */
export function isItemKey(key: string): boolean {
  return /^(contact_message|story|partner_application):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(
    key,
  );
}

export interface StaffNote {
  id: number;
  authorEmail: string;
  body: string;
  createdAt: string;
}

export interface StaffReply {
  id: number;
  authorEmail: string;
  toEmail: string;
  subject: string;
  body: string;
  sentAt: string;
}

export interface ItemHistory {
  notes: StaffNote[];
  replies: StaffReply[];
}

/** An item's notes and replies, oldest first. */
export async function loadItemHistory(
  client: ClientSource,
  item: Pick<InboxItem, 'itemType' | 'itemId'>,
): Promise<DataResult<ItemHistory>> {
  // The two reads are independent: one round trip's wait, not two.
  const [notes, replies] = await Promise.all([
    runQuery(
      client,
      (supabase) =>
        supabase
          .from('staff_notes')
          .select('id, author_email, body, created_at')
          .eq('item_type', item.itemType)
          .eq('item_id', item.itemId)
          .order('id'),
      (rows) =>
        (rows ?? []).map((row) => ({
          id: row.id,
          authorEmail: row.author_email,
          body: row.body,
          createdAt: row.created_at,
        })),
    ),
    runQuery(
      client,
      (supabase) =>
        supabase
          .from('staff_replies')
          .select('id, author_email, to_email, subject, body, sent_at')
          .eq('item_type', item.itemType)
          .eq('item_id', item.itemId)
          .order('id'),
      (rows) =>
        (rows ?? []).map((row) => ({
          id: row.id,
          authorEmail: row.author_email,
          toEmail: row.to_email,
          subject: row.subject,
          body: row.body,
          sentAt: row.sent_at,
        })),
    ),
  ]);
  if (!notes.ok) return notes;
  if (!replies.ok) return replies;
  return { ok: true, data: { notes: notes.data, replies: replies.data } };
}

export interface Assignee {
  userId: string;
  email: string;
}

/** The staff an item can be assigned to. */
export function loadAssignees(client: ClientSource): Promise<DataResult<Assignee[]>> {
  return runQuery(
    client,
    (supabase) => supabase.rpc('staff_inbox_assignees'),
    (rows) =>
      (rows ?? []).flatMap((row) =>
        row.user_id && row.email ? [{ userId: row.user_id, email: row.email }] : [],
      ),
  );
}

type ItemRef = Pick<InboxItem, 'itemType' | 'itemId'>;
const ref = (item: ItemRef) => ({ p_item_type: item.itemType, p_item_id: item.itemId });

export function setItemStatus(
  client: ClientSource,
  item: ItemRef,
  status: InboxStatus,
): Promise<DataResult> {
  return runQuery(
    client,
    (supabase) => supabase.rpc('staff_inbox_set_status', { ...ref(item), p_status: status }),
    () => undefined,
    SERVICE_MESSAGES,
  );
}

export function assignItem(
  client: ClientSource,
  item: ItemRef,
  assigneeId: string | null,
): Promise<DataResult> {
  return runQuery(
    client,
    // An unassigned item: supabase-js's types take the uuid; null clears it.
    (supabase) =>
      supabase.rpc('staff_inbox_assign', { ...ref(item), p_assignee_id: assigneeId as string }),
    () => undefined,
  );
}

export function setItemUrgent(
  client: ClientSource,
  item: ItemRef,
  urgent: boolean,
): Promise<DataResult> {
  return runQuery(
    client,
    (supabase) => supabase.rpc('staff_inbox_set_urgent', { ...ref(item), p_urgent: urgent }),
    () => undefined,
  );
}

export function addNote(client: ClientSource, item: ItemRef, body: string): Promise<DataResult> {
  return runQuery(
    client,
    (supabase) => supabase.rpc('staff_inbox_add_note', { ...ref(item), p_body: body }),
    () => undefined,
  );
}

/** Sends a reply to the item's sender (the staff-reply function), recorded on the item. */
export async function sendReply(
  client: ClientSource,
  item: ItemRef,
  reply: { subject: string; body: string },
): Promise<DataResult<{ to: string }>> {
  const answer = await invokeFunction(client, 'staff-reply', {
    itemType: item.itemType,
    itemId: item.itemId,
    subject: reply.subject,
    body: reply.body,
  });
  if (!answer.ok) return answer;
  const to = (answer.data as { reply?: { to?: unknown } } | null)?.reply?.to;
  return typeof to === 'string' ? { ok: true, data: { to } } : unreadableAnswer();
}
