import { describe, expect, it } from 'vitest';
import { isItemKey, toInboxItem } from './inbox.data';

const row = {
  item_type: 'contact_message',
  item_id: '3f1c2a9e-1111-4222-8333-444455556666',
  kind: 'wrong-fact',
  received_at: '2026-11-28T09:00:00Z',
  from_name: 'Sam',
  from_email: 'sam@example.test',
  topic: 'wrong-fact',
  listing_id: '988-lifeline',
  body: 'The number is wrong.',
  consent_to_publish: null,
  status: 'new' as const,
  assignee_id: null,
  urgent: true,
  marked_urgent: false,
  danger_reason: null,
  language: 'en',
};

describe('toInboxItem', () => {
  it('reads a row of public.staff_inbox, keyed by its type and id', () => {
    expect(toInboxItem(row)).toEqual({
      itemType: 'contact_message',
      itemId: row.item_id,
      key: `contact_message:${row.item_id}`,
      kind: 'wrong-fact',
      receivedAt: row.received_at,
      fromName: 'Sam',
      fromEmail: 'sam@example.test',
      topic: 'wrong-fact',
      listingId: '988-lifeline',
      body: 'The number is wrong.',
      consentToPublish: null,
      status: 'new',
      assigneeId: null,
      urgent: true,
      markedUrgent: false,
      danger: null,
      language: 'en',
    });
  });

  it('reads the language the visitor wrote in, so the team answers in it (issue 25)', () => {
    expect(toInboxItem({ ...row, language: 'es' })?.language).toBe('es');
    expect(toInboxItem({ ...row, language: null })?.language).toBe('en');
  });

  it("reads the safety screen's reason as a category in words and the phrase it found", () => {
    expect(
      toInboxItem({ ...row, kind: 'contact', danger_reason: 'abuse-now: (he|she) hits me' })
        ?.danger,
    ).toEqual({ category: 'abuse-now', label: 'abuse happening now', phrase: '(he|she) hits me' });
    expect(
      toInboxItem({ ...row, danger_reason: 'suicide: (want|wanna|ready|trying) to die' })?.danger,
    ).toEqual({
      category: 'suicide',
      label: 'suicide',
      phrase: '(want|wanna|ready|trying) to die',
    });
  });

  it('leaves out a row it cannot read (an unknown kind, type or status)', () => {
    expect(toInboxItem({ ...row, kind: 'spam' })).toBeNull();
    expect(toInboxItem({ ...row, item_type: 'orders' })).toBeNull();
    expect(toInboxItem({ ...row, item_id: null })).toBeNull();
  });
});

describe('isItemKey', () => {
  it('takes `<type>:<uuid>` only', () => {
    expect(isItemKey(`story:${row.item_id}`)).toBe(true);
    expect(isItemKey(`orders:${row.item_id}`)).toBe(false);
    expect(isItemKey('story:1 or 1=1')).toBe(false);
  });
});
