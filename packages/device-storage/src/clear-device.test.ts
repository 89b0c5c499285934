// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDevice } from './clear-device';
import { clearStoredKeys, clearStoredKeysOnSignOut } from './clear-keys';
import { removeUnlistedKeys } from './remove-unlisted-keys';
import { localStore } from './safe-storage';
import { setSharedComputerMode } from './set-shared-computer-mode';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  setSharedComputerMode(false);
  localStorage.clear();
  sessionStorage.clear();
});

/** What a visitor who used most of Harbor has in storage, plus a key that is not Harbor's. */
beforeEach(() => {
  localStorage.setItem('app_version', '1.4.7');
  localStorage.setItem('hasVisitedBefore', 'true');
  localStorage.setItem('harbor-activity:poverty-challenge', '{"step":2}');
  localStorage.setItem('harbor:draft:contact', '{"message":"half a thought"}');
  sessionStorage.setItem('harbor:draft:story', '{"story":"in this tab"}');
  localStorage.setItem('sb-127-auth-token', '{"access_token":"a"}');
  sessionStorage.setItem('harbor_chunk_reload_at', '1000');
  // A browser extension or another tool on the same origin: not Harbor's to remove.
  Storage.prototype.setItem.call(localStorage, 'not-harbors', 'x');
});

const keysOf = (storage: Storage) => Object.keys(storage).sort();

describe('clearStoredKeys ("Clear this device")', () => {
  it('removes every key Harbor lists from both storages, and only those', () => {
    const removed = clearStoredKeys();
    expect(keysOf(localStorage)).toEqual(['not-harbors']);
    expect(keysOf(sessionStorage)).toEqual([]);
    expect(removed).toContain('local:sb-127-auth-token');
    expect(removed).toContain('session:harbor_chunk_reload_at');
  });

  it('leaves the keys it is asked to keep', () => {
    clearStoredKeys({ keep: ['appVersion'] });
    expect(keysOf(localStorage)).toEqual(['app_version', 'not-harbors']);
    expect(keysOf(sessionStorage)).toEqual([]);
  });

  it('in shared-computer mode, forgets the values kept in memory and keeps the mode on', () => {
    setSharedComputerMode(true);
    localStore.setItem('harbor:draft:story', '{"story":"mine"}');
    clearStoredKeys();
    expect(localStore.getItem('harbor:draft:story')).toBeNull();
    expect(sessionStorage.getItem('harbor:shared-computer')).toBe('on');
  });
});

describe('clearStoredKeysOnSignOut', () => {
  it('removes the session from both storages and keeps the rest', () => {
    sessionStorage.setItem('sb-127-auth-token', '{"access_token":"b"}');
    clearStoredKeysOnSignOut();
    expect(localStorage.getItem('sb-127-auth-token')).toBeNull();
    expect(sessionStorage.getItem('sb-127-auth-token')).toBeNull();
    expect(localStorage.getItem('harbor:draft:contact')).not.toBeNull();
    expect(localStorage.getItem('hasVisitedBefore')).toBe('true');
  });

  it('in shared-computer mode, also forgets every personal value kept in memory', () => {
    setSharedComputerMode(true);
    localStore.setItem('harbor-activity:health-challenge', '{"step":1}');
    clearStoredKeysOnSignOut();
    expect(localStore.getItem('harbor-activity:health-challenge')).toBeNull();
  });
});

describe('removeUnlistedKeys (the version reset)', () => {
  it('removes what an older release left in Harbor’s name space and no longer lists', () => {
    Storage.prototype.setItem.call(localStorage, 'harbor:old-setting', '1');
    Storage.prototype.setItem.call(sessionStorage, 'harbor_retired_note', '1');
    const removed = removeUnlistedKeys();
    expect(removed.sort()).toEqual(['local:harbor:old-setting', 'session:harbor_retired_note']);
  });

  it('keeps every listed key and every key that is not Harbor’s', () => {
    const before = keysOf(localStorage);
    removeUnlistedKeys();
    expect(keysOf(localStorage)).toEqual(before);
  });
});

describe('clearDevice', () => {
  function fakeBrowser({ failing = false } = {}) {
    const cacheNames = ['workbox-precache-v2', 'harbor-offline'];
    const cachesFake = {
      keys: vi.fn(async () => (failing ? Promise.reject(new Error('no')) : [...cacheNames])),
      delete: vi.fn(async () => true),
    };
    const registration = { unregister: vi.fn(async () => true) };
    const serviceWorker = {
      getRegistrations: vi.fn(async () =>
        failing ? Promise.reject(new Error('no')) : [registration],
      ),
    };
    const indexedDBFake = {
      databases: vi.fn(async () =>
        failing ? Promise.reject(new Error('no')) : [{ name: 'workbox-expiration' }],
      ),
      deleteDatabase: vi.fn(() => {
        const request: { onsuccess?: () => void } = {};
        queueMicrotask(() => request.onsuccess?.());
        return request;
      }),
    };
    vi.stubGlobal('caches', cachesFake);
    vi.stubGlobal('indexedDB', indexedDBFake);
    // jsdom has no service workers: give its navigator the browser's shape for this test.
    Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
    return { cachesFake, registration, indexedDBFake };
  }

  it('removes the keys, deletes every cache and database, and unregisters the service worker', async () => {
    const { cachesFake, registration, indexedDBFake } = fakeBrowser();
    const report = await clearDevice();
    expect(keysOf(localStorage)).toEqual(['not-harbors']);
    expect(cachesFake.delete).toHaveBeenCalledWith('workbox-precache-v2');
    expect(cachesFake.delete).toHaveBeenCalledWith('harbor-offline');
    expect(registration.unregister).toHaveBeenCalled();
    expect(indexedDBFake.deleteDatabase).toHaveBeenCalledWith('workbox-expiration');
    expect(report).toMatchObject({
      caches: ['workbox-precache-v2', 'harbor-offline'],
      serviceWorkers: 1,
      databases: ['workbox-expiration'],
    });
  });

  it('still clears the keys and resolves when the browser refuses the rest', async () => {
    fakeBrowser({ failing: true });
    const report = await clearDevice();
    expect(keysOf(localStorage)).toEqual(['not-harbors']);
    expect(report).toMatchObject({ caches: [], serviceWorkers: 0, databases: [] });
  });

  it('resolves in a browser without caches, service workers or IndexedDB', async () => {
    vi.stubGlobal('caches', undefined);
    vi.stubGlobal('indexedDB', undefined);
    const report = await clearDevice();
    expect(report.serviceWorkers).toBe(0);
    expect(keysOf(localStorage)).toEqual(['not-harbors']);
  });
});
