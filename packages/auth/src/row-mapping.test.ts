import { describe, expect, it } from 'vitest';
import { toMembership, toProfile } from './row-mapping';

describe('toProfile', () => {
  it('maps a profiles row to email and fullName', () => {
    expect(toProfile({ id: 'u1', email: 'ana@harbor.test', full_name: 'Ana Lima' })).toEqual({
      email: 'ana@harbor.test',
      fullName: 'Ana Lima',
    });
  });

  it('keeps missing columns as null', () => {
    expect(toProfile({ id: 'u1', email: null })).toEqual({ email: null, fullName: null });
  });

  it('returns null when there is no row', () => {
    expect(toProfile(null)).toBeNull();
    expect(toProfile(undefined)).toBeNull();
  });
});

describe('toMembership', () => {
  const row = {
    id: 'm1',
    user_id: 'u1',
    tier: 'vip',
    is_active: true,
    start_date: '2026-01-01T00:00:00+00:00',
    end_date: '2027-01-01T00:00:00+00:00',
    created_at: '2026-01-01T00:00:00+00:00',
  };

  it('maps a memberships row to id, tier, isActive, startDate, endDate and source', () => {
    expect(toMembership({ ...row, source: 'hardship' })).toEqual({
      id: 'm1',
      tier: 'vip',
      isActive: true,
      startDate: '2026-01-01T00:00:00+00:00',
      endDate: '2027-01-01T00:00:00+00:00',
      source: 'hardship',
    });
  });

  it('gives a null source for a row without one or with one it does not know', () => {
    expect(toMembership(row)?.source).toBeNull();
    expect(toMembership({ ...row, source: 'gift' })?.source).toBeNull();
  });

  it('keeps a null end date as null', () => {
    expect(toMembership({ ...row, end_date: null })?.endDate).toBeNull();
  });

  it('reads an is_active that is not exactly true as inactive', () => {
    expect(toMembership({ ...row, is_active: 'true' })?.isActive).toBe(false);
  });

  it('turns a numeric id into a string', () => {
    expect(toMembership({ ...row, id: 42 })?.id).toBe('42');
  });

  it('returns null for an unknown tier, so it can never grant access', () => {
    expect(toMembership({ ...row, tier: 'platinum' })).toBeNull();
  });

  it('returns null for a row without an id', () => {
    expect(toMembership({ ...row, id: undefined })).toBeNull();
  });

  it('returns null when there is no row', () => {
    expect(toMembership(null)).toBeNull();
  });
});
