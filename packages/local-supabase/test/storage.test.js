// @ts-check
// Storage in the local backend (the calls supabase-js makes: upload, list, createSignedUrl, a
// download through the signed URL) and the bundle-downloads function on top of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, clientFor, removeDataDir, startTestServer } from './helpers.js';
import { invoke, pay, signedInUser } from './money-helpers.js';

/** @type {import('../src/index.js').LocalSupabase} */
let server;
/** @type {import('@supabase/supabase-js').SupabaseClient} */
let admin;

const BUNDLE_FILES = [
  'harbor-bundle-kit.md',
  'harbor-healing-bundle.md',
  'harbor-premium-bundle.md',
];

beforeAll(async () => {
  server = await startTestServer();
  admin = clientFor(server, server.serviceRoleKey);
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

/** @param {string} email */
async function demoUser(email) {
  const client = clientFor(server, server.anonKey);
  const { data, error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error) throw error;
  return { client, userId: /** @type {string} */ (data.user?.id) };
}

describe('the private bundles bucket', () => {
  it('holds the three bundle files, uploaded from supabase/storage/bundles at start', async () => {
    const { data, error } = await admin.storage.from('bundles').list();
    expect(error).toBeNull();
    expect(data?.map((file) => file.name)).toEqual(BUNDLE_FILES);
    expect(data?.[0]?.metadata).toMatchObject({
      mimetype: 'text/markdown; charset=utf-8',
      size: expect.any(Number),
    });
  });

  it('lists 100 objects by default, then the rest with an offset', async () => {
    const files = Array.from(
      { length: 105 },
      (_, i) => `many/file-${String(i).padStart(3, '0')}.txt`,
    );
    for (const name of files) {
      const { error } = await admin.storage
        .from('bundles')
        .upload(name, new Blob([name], { type: 'text/plain' }));
      expect(error).toBeNull();
    }
    const first = await admin.storage.from('bundles').list('many');
    expect(first.data).toHaveLength(100);
    const rest = await admin.storage.from('bundles').list('many', { offset: 100 });
    expect(rest.data?.map((f) => f.name)).toEqual(
      files.slice(100).map((f) => f.slice('many/'.length)),
    );
  });

  it('is invisible to guests and signed-in users', async () => {
    const guest = clientFor(server, server.anonKey);
    expect((await guest.storage.from('bundles').list()).data ?? []).toEqual([]);
    const { client } = await demoUser('premium@harbor.test');
    expect((await client.storage.from('bundles').list()).data ?? []).toEqual([]);
    const signed = await client.storage
      .from('bundles')
      .createSignedUrl('harbor-premium-bundle.md', 60);
    expect(signed.data).toBeNull();
    expect(signed.error).not.toBeNull();
    const download = await client.storage.from('bundles').download('harbor-premium-bundle.md');
    expect(download.data).toBeNull();
  });

  it('refuses uploads from signed-in users', async () => {
    const { client } = await demoUser('vip@harbor.test');
    const { error } = await client.storage
      .from('bundles')
      .upload('mine.txt', new Blob(['x'], { type: 'text/plain' }));
    expect(error).not.toBeNull();
    expect((await admin.storage.from('bundles').list('', { search: 'mine' })).data).toEqual([]);
  });
});

describe('signed URLs', () => {
  it('serve the file with cache-control max-age=3600 to anyone holding the URL', async () => {
    const { data, error } = await admin.storage
      .from('bundles')
      .createSignedUrl('harbor-healing-bundle.md', 60);
    expect(error).toBeNull();
    const response = await fetch(/** @type {string} */ (data?.signedUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await response.text()).toMatch(/^# Harbor Healing Bundle/);
  });

  it('upload by the service role, then download through a signed URL', async () => {
    const { error } = await admin.storage
      .from('bundles')
      .upload('tests/hello.txt', new Blob(['hello from a test'], { type: 'text/plain' }), {
        cacheControl: '3600',
      });
    expect(error).toBeNull();
    const { data } = await admin.storage
      .from('bundles')
      .createSignedUrl('tests/hello.txt', 60, { download: true });
    const response = await fetch(/** @type {string} */ (data?.signedUrl));
    expect(await response.text()).toBe('hello from a test');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="hello.txt"');
  });

  it('stop working once they expire', async () => {
    const { data } = await admin.storage.from('bundles').createSignedUrl('harbor-bundle-kit.md', 1);
    const url = /** @type {string} */ (data?.signedUrl);
    expect((await fetch(url)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const expired = await fetch(url);
    expect(expired.status).toBe(400);
    expect(await expired.text()).not.toContain('Harbor Bundle Kit');
  });

  it('refuse a changed token or a token signed for another file', async () => {
    const { data } = await admin.storage
      .from('bundles')
      .createSignedUrl('harbor-bundle-kit.md', 60);
    const url = new URL(/** @type {string} */ (data?.signedUrl));
    const token = /** @type {string} */ (url.searchParams.get('token'));
    const forged = new URL(url);
    forged.searchParams.set('token', `${token.slice(0, -2)}xx`);
    expect((await fetch(forged)).status).toBe(400);
    const otherFile = new URL(url.href.replace('harbor-bundle-kit.md', 'harbor-premium-bundle.md'));
    expect((await fetch(otherFile)).status).toBe(400);
    const noToken = new URL(url);
    noToken.searchParams.delete('token');
    expect((await fetch(noToken)).status).toBe(400);
  });
});

describe('bundle-downloads', () => {
  it('refuses guests with 401', async () => {
    const guest = clientFor(server, server.anonKey);
    expect((await invoke(guest, 'bundle-downloads', {})).status).toBe(401);
  });

  it('gives a user who is not entitled no downloads', async () => {
    for (const email of ['free@harbor.test', 'expired@harbor.test', 'plain@harbor.test']) {
      const { client } = await demoUser(email);
      expect(await invoke(client, 'bundle-downloads', {})).toEqual({
        status: 200,
        body: { downloads: [] },
      });
    }
  });

  it('gives a member every bundle through short-lived signed URLs that work', async () => {
    const { client } = await demoUser('basic@harbor.test');
    const { status, body } = await invoke(client, 'bundle-downloads', {});
    expect(status).toBe(200);
    expect(body.downloads.map((/** @type {any} */ d) => d.bundle)).toEqual([
      'premium-bundle',
      'healing-bundle',
      'bundle-kit',
    ]);
    for (const download of body.downloads) {
      expect(Date.parse(download.expiresAt) - Date.now()).toBeLessThanOrEqual(300_000);
      const response = await fetch(download.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="${download.fileName}"`,
      );
      expect(await response.text()).toMatch(new RegExp(`^# Harbor ${download.title}\n`));
    }
  });

  it('gives a buyer of one bundle that bundle only, once the payment has gone through', async () => {
    const buyer = await signedInUser(server, 'bundle-buyer');
    const checkout = await invoke(buyer.client, 'checkout', {
      kind: 'goods',
      items: [{ sku: 'healing-bundle', quantity: 1 }],
    });
    expect((await invoke(buyer.client, 'bundle-downloads', {})).body).toEqual({ downloads: [] });
    await pay(checkout.body.url);
    const { body } = await invoke(buyer.client, 'bundle-downloads', {});
    expect(body.downloads.map((/** @type {any} */ d) => d.bundle)).toEqual(['healing-bundle']);
  });

  it('gives a buyer of the Premium Bundle all three downloads', async () => {
    const buyer = await signedInUser(server, 'premium-bundle-buyer');
    const checkout = await invoke(buyer.client, 'checkout', {
      kind: 'goods',
      items: [{ sku: 'premium-bundle', quantity: 1 }],
    });
    await pay(checkout.body.url);
    const { body } = await invoke(buyer.client, 'bundle-downloads', {});
    expect(body.downloads).toHaveLength(3);
  });
});
