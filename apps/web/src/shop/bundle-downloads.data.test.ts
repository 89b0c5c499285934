// bundle-downloads.data.ts against the fake client the pages' tests use: what it asks for, and the one result
// shape it answers with, for success and for each way it can fail.
import { describe, expect, it } from 'vitest';
import { SERVICE_UNREACHABLE_MESSAGE } from '../data/messages';
import type { DataResult } from '../data/result';
import { answer, createFakeSupabase, unreachable } from '../shared/test/fake-supabase';
import { loadBundleDownloads } from './bundle-downloads.data';

const errorOf = (result: DataResult<unknown>) => (result.ok ? null : result.error);

describe('bundle-downloads', () => {
  it('keeps only well-formed downloads', async () => {
    const download = {
      bundle: 'premium-bundle',
      title: 'Premium Bundle',
      fileName: 'premium.zip',
      url: 'https://files.example/premium.zip',
      expiresAt: '2027-01-01T00:00:00Z',
    };
    const fake = createFakeSupabase({
      functions: {
        'bundle-downloads': () => answer({ downloads: [download, { bundle: 'x' }] }),
      },
    });
    expect(await loadBundleDownloads(fake.client)).toEqual({ ok: true, data: [download] });
  });

  it('fails as network when the service is not reached', async () => {
    const fake = createFakeSupabase({ functions: { 'bundle-downloads': unreachable } });
    expect(errorOf(await loadBundleDownloads(fake.client))).toMatchObject({
      kind: 'network',
      message: SERVICE_UNREACHABLE_MESSAGE,
    });
  });
});
