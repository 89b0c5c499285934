import { describe, expect, it, vi } from 'vitest';
import * as build from '../../build/offline-pages.mjs';
import {
  registerOfflineCopy,
  type OfflineCopyOptions,
  removeOfflineCopy,
  SERVICE_WORKER_URL,
  SPANISH_COPY_CACHE_PREFIX,
  SPANISH_COPY_MESSAGE,
} from './offline-copy';
import { SPANISH_COPY_CACHE_PREFIX as KEPT_CHECK_PREFIX } from './spanish-copy-kept';

function fakeBrowser({ registrations = 0, cacheNames = [] as string[] } = {}) {
  const unregister = vi.fn(() => Promise.resolve(true));
  const postMessage = vi.fn();
  // The worker becomes active when the test says (on a first visit, once the fixed copy is in).
  let activate!: () => void;
  const ready = new Promise<ServiceWorkerRegistration>((resolve) => {
    activate = () => resolve({ active: { postMessage } } as unknown as ServiceWorkerRegistration);
  });
  const container = {
    ready,
    register: vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration)),
    getRegistrations: vi.fn(() =>
      Promise.resolve(
        Array.from(
          { length: registrations },
          () => ({ unregister }) as unknown as ServiceWorkerRegistration,
        ),
      ),
    ),
  };
  const names = new Set(cacheNames);
  const caches = {
    keys: vi.fn(() => Promise.resolve([...names])),
    delete: vi.fn((name: string) => Promise.resolve(names.delete(name))),
  };
  /** Registers the copy with this browser: not skipped, unless `options` say otherwise. */
  const register = (options: Partial<OfflineCopyOptions> = {}) =>
    registerOfflineCopy({ skip: () => false, container, caches, ...options });
  return { container, caches, unregister, names, postMessage, activate, register };
}

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('registerOfflineCopy', () => {
  it('registers the service worker for the whole site', async () => {
    const { container, caches } = fakeBrowser();

    await expect(registerOfflineCopy({ skip: () => false, container, caches })).resolves.toBe(
      'registered',
    );
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
    expect(SERVICE_WORKER_URL).toBe('/sw.js');
  });

  it('on a page in Spanish asks the worker, once active, to keep the copy in Spanish too', async () => {
    const browser = fakeBrowser();

    await expect(browser.register({ spanish: () => true })).resolves.toBe(
      'registered-with-spanish',
    );
    await settle();
    expect(browser.postMessage).not.toHaveBeenCalled();

    browser.activate();
    await settle();
    expect(browser.postMessage).toHaveBeenCalledExactlyOnceWith({ type: SPANISH_COPY_MESSAGE });
  });

  it("while a new deploy's worker installs, asks that one once active, not the one it replaces", async () => {
    const outgoing = { postMessage: vi.fn() };
    const incoming = Object.assign(new EventTarget(), {
      state: 'installing' as ServiceWorkerState,
      postMessage: vi.fn(),
    });
    const registration = { active: outgoing, installing: incoming, waiting: null };
    const browser = fakeBrowser();
    const container = {
      ...browser.container,
      ready: Promise.resolve(registration as unknown as ServiceWorkerRegistration),
    };

    await browser.register({ spanish: () => true, container });
    const becomes = (state: ServiceWorkerState) => {
      incoming.state = state;
      incoming.dispatchEvent(new Event('statechange'));
    };
    becomes('installed');
    await settle();
    expect(outgoing.postMessage).not.toHaveBeenCalled();

    Object.assign(registration, { active: incoming, installing: null });
    becomes('activated');
    await settle();
    expect(outgoing.postMessage).not.toHaveBeenCalled();
    expect(incoming.postMessage).toHaveBeenCalledExactlyOnceWith({ type: SPANISH_COPY_MESSAGE });
  });

  it('speaks to the worker in the words the build gave it', () => {
    expect(SPANISH_COPY_MESSAGE).toBe(build.SPANISH_COPY_MESSAGE);
    expect(SPANISH_COPY_CACHE_PREFIX).toBe(build.SPANISH_COPY_CACHE_PREFIX);
    expect(KEPT_CHECK_PREFIX).toBe(build.SPANISH_COPY_CACHE_PREFIX);
  });

  it('on a page in English keeps the fixed copy only', async () => {
    const browser = fakeBrowser();

    await expect(browser.register({ spanish: () => false })).resolves.toBe('registered');
    browser.activate();
    await settle();
    expect(browser.postMessage).not.toHaveBeenCalled();
  });

  it('on a page in English, asks again on a device that keeps a copy in Spanish, to finish it', async () => {
    const browser = fakeBrowser({
      cacheNames: [
        'workbox-precache-v2-https://harbor.example/',
        `${SPANISH_COPY_CACHE_PREFIX}1a2b`,
      ],
    });

    await expect(browser.register({ spanish: () => false })).resolves.toBe(
      'registered-with-spanish',
    );
    browser.activate();
    await settle();
    expect(browser.postMessage).toHaveBeenCalledExactlyOnceWith({ type: SPANISH_COPY_MESSAGE });
  });

  it('in low-data mode asks for no copy in Spanish either', async () => {
    const browser = fakeBrowser();

    await expect(browser.register({ saveData: () => true, spanish: () => true })).resolves.toBe(
      'saving-data',
    );
    browser.activate();
    await settle();
    expect(browser.postMessage).not.toHaveBeenCalled();
  });

  it('in shared-computer mode registers nothing, and removes a copy made before', async () => {
    const browser = fakeBrowser({
      registrations: 1,
      cacheNames: ['workbox-precache-v2-https://harbor.example/'],
    });

    await expect(
      registerOfflineCopy({
        skip: () => true,
        container: browser.container,
        caches: browser.caches,
      }),
    ).resolves.toBe('removed');
    expect(browser.container.register).not.toHaveBeenCalled();
    expect(browser.unregister).toHaveBeenCalledTimes(1);
    expect(browser.names.size).toBe(0);
  });

  it('in low-data mode downloads no copy', async () => {
    const { container, caches } = fakeBrowser();

    await expect(
      registerOfflineCopy({ skip: () => false, saveData: () => true, container, caches }),
    ).resolves.toBe('saving-data');
    expect(container.register).not.toHaveBeenCalled();
  });

  it('goes on quietly where the browser refuses a service worker', async () => {
    const { container, caches } = fakeBrowser();
    container.register.mockRejectedValueOnce(new DOMException('Blocked', 'SecurityError'));

    await expect(registerOfflineCopy({ skip: () => false, container, caches })).resolves.toBe(
      'unavailable',
    );
  });
});

describe('removeOfflineCopy', () => {
  it('unregisters every worker of the site and deletes every cache', async () => {
    const browser = fakeBrowser({ registrations: 2, cacheNames: ['a', 'b'] });

    await removeOfflineCopy({ container: browser.container, caches: browser.caches });

    expect(browser.unregister).toHaveBeenCalledTimes(2);
    expect(browser.names.size).toBe(0);
  });
});

describe('stopOfflineCopy ("Clear this device" in this page)', () => {
  // The module keeps whether clearing has run in this page: each test gets a fresh copy of it.
  async function freshModule() {
    vi.resetModules();
    return import('./offline-copy');
  }

  it('stops a registration that would start after it', async () => {
    const offlineCopy = await freshModule();
    const { container, caches } = fakeBrowser();

    await offlineCopy.stopOfflineCopy();

    await expect(
      offlineCopy.registerOfflineCopy({ skip: () => false, container, caches }),
    ).resolves.toBe('stopped');
    expect(container.register).not.toHaveBeenCalled();
  });

  it('resolves only once a registration under way has settled, even one that fails', async () => {
    const offlineCopy = await freshModule();
    const { container, caches } = fakeBrowser();
    let finish!: () => void;
    container.register.mockImplementationOnce(
      () =>
        new Promise<ServiceWorkerRegistration>((_resolve, reject) => {
          finish = () => reject(new Error('the browser refused'));
        }),
    );
    const registering = offlineCopy.registerOfflineCopy({ skip: () => false, container, caches });
    await Promise.resolve();

    let stopped = false;
    const stopping = offlineCopy.stopOfflineCopy().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(stopped).toBe(false);

    finish();
    await stopping;
    expect(stopped).toBe(true);
    await expect(registering).resolves.toBe('unavailable');
  });

  it('keeps a worker that becomes active after it from fetching the copy in Spanish', async () => {
    const offlineCopy = await freshModule();
    const browser = fakeBrowser();
    await expect(
      offlineCopy.registerOfflineCopy({
        skip: () => false,
        spanish: () => true,
        container: browser.container,
        caches: browser.caches,
      }),
    ).resolves.toBe('registered-with-spanish');

    await offlineCopy.stopOfflineCopy();
    browser.activate();
    await settle();
    expect(browser.postMessage).not.toHaveBeenCalled();
  });
});
