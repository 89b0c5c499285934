import { describe, expect, it, vi } from 'vitest';
import {
  APP_VERSION,
  APP_VERSION_STORAGE_KEY,
  runVersionCheck,
  shouldRenderAfterVersionCheck,
} from './version-check';
import { memoryStorage } from '../shared/test/memory-storage';

/** Runs the check on `pathname` with `storage`, recording any reload or navigation it asks for. */
function check(storage: Parameters<typeof runVersionCheck>[0]['storage'], pathname: string) {
  const reload = vi.fn();
  const navigate = vi.fn();
  const outcome = runVersionCheck({ storage, location: { pathname }, reload, navigate });
  return { outcome, reload, navigate };
}

describe('the app version', () => {
  it('is 1.4.7, stored under app_version', () => {
    expect(APP_VERSION).toBe('1.4.7');
    expect(APP_VERSION_STORAGE_KEY).toBe('app_version');
  });
});

describe('runVersionCheck', () => {
  describe('given a stored version that differs, on a page other than /', () => {
    it('stores 1.4.7 and sends the browser to /', () => {
      const storage = memoryStorage({ app_version: '1.4.6' });
      const { outcome, reload, navigate } = check(storage, '/about');

      expect(storage.values.get('app_version')).toBe('1.4.7');
      expect(navigate).toHaveBeenCalledWith('/');
      expect(reload).not.toHaveBeenCalled();
      expect(outcome).toBe('sent-home');
      expect(shouldRenderAfterVersionCheck(outcome)).toBe(false);
    });
  });

  describe('given a stored version that differs, already on /', () => {
    it('stores 1.4.7 and reloads instead', () => {
      const storage = memoryStorage({ app_version: '1.3.0' });
      const { outcome, reload, navigate } = check(storage, '/');

      expect(storage.values.get('app_version')).toBe('1.4.7');
      expect(reload).toHaveBeenCalledTimes(1);
      expect(navigate).not.toHaveBeenCalled();
      expect(outcome).toBe('reloaded');
      expect(shouldRenderAfterVersionCheck(outcome)).toBe(false);
    });
  });

  describe('given the stored version is 1.4.7', () => {
    it('does nothing and lets the page render', () => {
      const storage = memoryStorage({ app_version: '1.4.7' });
      const setItem = vi.spyOn(storage, 'setItem');
      const { outcome, reload, navigate } = check(storage, '/about');

      expect(setItem).not.toHaveBeenCalled();
      expect(reload).not.toHaveBeenCalled();
      expect(navigate).not.toHaveBeenCalled();
      expect(outcome).toBe('up-to-date');
      expect(shouldRenderAfterVersionCheck(outcome)).toBe(true);
    });
  });

  describe('given nothing stored yet (a first visit)', () => {
    it('stores 1.4.7 and lets the deep link render without a second download', () => {
      const storage = memoryStorage();
      const { outcome, reload, navigate } = check(storage, '/challenges/homelessness');

      expect(storage.values.get('app_version')).toBe('1.4.7');
      expect(reload).not.toHaveBeenCalled();
      expect(navigate).not.toHaveBeenCalled();
      expect(outcome).toBe('first-visit');
      expect(shouldRenderAfterVersionCheck(outcome)).toBe(true);
    });
  });

  describe('given storage that throws on read (storage disabled)', () => {
    it('lets the page render instead of redirecting forever', () => {
      const storage = {
        getItem: () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
        setItem: vi.fn(),
      };
      const { outcome, reload, navigate } = check(storage, '/about');

      expect(reload).not.toHaveBeenCalled();
      expect(navigate).not.toHaveBeenCalled();
      expect(outcome).toBe('storage-unavailable');
      expect(shouldRenderAfterVersionCheck(outcome)).toBe(true);
    });
  });

  describe('given an old version and storage that throws on write (quota, private mode)', () => {
    it('lets the page render instead of redirecting forever', () => {
      const storage = {
        getItem: () => '1.4.6',
        setItem: () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        },
      };
      const { outcome, reload, navigate } = check(storage, '/');

      expect(reload).not.toHaveBeenCalled();
      expect(navigate).not.toHaveBeenCalled();
      expect(outcome).toBe('storage-unavailable');
    });
  });

  describe('given a stored version that differs', () => {
    it('clears what the older release left before the page is replaced', () => {
      const storage = memoryStorage({ app_version: '1.4.6' });
      const order: string[] = [];

      runVersionCheck({
        storage,
        location: { pathname: '/about' },
        reload: vi.fn(),
        navigate: () => order.push('navigate'),
        clearOldRelease: () => order.push('clear'),
      });

      expect(order).toEqual(['clear', 'navigate']);
    });
  });

  describe('given the stored version is current, or nothing was stored yet', () => {
    it('clears nothing', () => {
      const clearOldRelease = vi.fn();
      const environment = { location: { pathname: '/' }, reload: vi.fn(), navigate: vi.fn() };

      runVersionCheck({
        ...environment,
        storage: memoryStorage({ app_version: '1.4.7' }),
        clearOldRelease,
      });
      runVersionCheck({ ...environment, storage: memoryStorage(), clearOldRelease });

      expect(clearOldRelease).not.toHaveBeenCalled();
    });
  });

  describe('given an old version and storage that says it could not keep the new one', () => {
    it('lets the page render instead of redirecting forever', () => {
      const storage = { getItem: () => '1.4.6', setItem: () => false };
      const { outcome, reload, navigate } = check(storage, '/');

      expect(reload).not.toHaveBeenCalled();
      expect(navigate).not.toHaveBeenCalled();
      expect(outcome).toBe('storage-unavailable');
    });
  });

  describe('given no storage at all', () => {
    it('lets the page render', () => {
      const { outcome, reload, navigate } = check(null, '/');

      expect(reload).not.toHaveBeenCalled();
      expect(navigate).not.toHaveBeenCalled();
      expect(outcome).toBe('storage-unavailable');
    });
  });
});
