import { describe, expect, it, vi } from 'vitest';
import { fetchUserData } from './fetch-user-data';
import { createScriptedClient } from './test/scripted-client';

const profileRow = { id: 'ana', email: 'ana@harbor.test', full_name: 'Ana Lima' };
const membershipRow = {
  id: 'm1',
  user_id: 'ana',
  tier: 'premium',
  is_active: true,
  start_date: '2026-01-01T00:00:00+00:00',
  end_date: null,
  created_at: '2026-01-01T00:00:00+00:00',
};

async function nextTick() {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('fetchUserData', () => {
  it('reads the profile and the latest active membership with the spec queries', async () => {
    const scripted = createScriptedClient();
    const result = fetchUserData(scripted.client, 'ana');
    await nextTick();

    const [profiles, memberships] = [
      scripted.queriesFor('profiles')[0],
      scripted.queriesFor('memberships')[0],
    ];
    expect(profiles?.calls).toEqual([
      ['select', ['*']],
      ['eq', ['id', 'ana']],
      ['single', []],
    ]);
    expect(memberships?.calls).toEqual([
      ['select', ['*']],
      ['eq', ['user_id', 'ana']],
      ['eq', ['is_active', true]],
      ['order', ['created_at', { ascending: false }]],
      ['limit', [1]],
      ['single', []],
    ]);
    profiles?.respond({ data: profileRow, error: null });
    memberships?.respond({ data: membershipRow, error: null });

    expect(await result).toEqual({
      profile: { email: 'ana@harbor.test', fullName: 'Ana Lima' },
      membership: {
        id: 'm1',
        tier: 'premium',
        isActive: true,
        startDate: '2026-01-01T00:00:00+00:00',
        endDate: null,
        source: null,
      },
      errors: [],
    });
  });

  it('treats PGRST116 on the membership read as no membership, not an error', async () => {
    const scripted = createScriptedClient();
    const result = fetchUserData(scripted.client, 'ana');
    await nextTick();
    scripted.queriesFor('profiles')[0]?.respond({ data: profileRow, error: null });
    scripted.queriesFor('memberships')[0]?.respond({
      data: null,
      error: { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' },
    });

    const { membership, errors } = await result;
    expect(membership).toBeNull();
    expect(errors).toEqual([]);
  });

  it('reports a failed read and keeps the read that succeeded', async () => {
    const scripted = createScriptedClient();
    const result = fetchUserData(scripted.client, 'ana');
    await nextTick();
    const failure = { code: '42501', message: 'permission denied for table profiles' };
    scripted.queriesFor('profiles')[0]?.respond({ data: null, error: failure });
    scripted.queriesFor('memberships')[0]?.respond({ data: membershipRow, error: null });

    const { profile, membership, errors } = await result;
    expect(profile).toBeNull();
    expect(membership?.tier).toBe('premium');
    expect(errors).toEqual([failure]);
  });

  it('reports a read that throws instead of throwing', async () => {
    const scripted = createScriptedClient();
    const result = fetchUserData(scripted.client, 'ana');
    await nextTick();
    const thrown = new TypeError('Failed to fetch');
    scripted.queriesFor('profiles')[0]?.respond({ data: profileRow, error: null });
    scripted.queriesFor('memberships')[0]?.fail(thrown);

    expect((await result).errors).toEqual([thrown]);
  });

  it('reports a client that throws while building the query instead of throwing', async () => {
    const scripted = createScriptedClient();
    const thrown = new Error('client misconfigured');
    vi.mocked(scripted.client.from).mockImplementation(() => {
      throw thrown;
    });

    expect(await fetchUserData(scripted.client, 'ana')).toEqual({
      profile: null,
      membership: null,
      errors: [thrown, thrown],
    });
  });
});
