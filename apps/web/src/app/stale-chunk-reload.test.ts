import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_STORAGE_KEY, shouldReloadAfterFailedChunk } from './stale-chunk-reload';
import { memoryStorage } from '../shared/test/memory-storage';

describe('shouldReloadAfterFailedChunk', () => {
  describe('given the first failed chunk in this tab, online', () => {
    it('reloads and remembers when', () => {
      const storage = memoryStorage();

      expect(shouldReloadAfterFailedChunk({ storage, now: 1_000_000, online: true })).toBe(true);
      expect(storage.values.get(CHUNK_RELOAD_STORAGE_KEY)).toBe('1000000');
    });
  });

  describe('given a reload for a failed chunk less than a minute ago', () => {
    it('does not reload again, so it can never loop', () => {
      const storage = memoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: '1000000' });

      expect(shouldReloadAfterFailedChunk({ storage, now: 1_059_999, online: true })).toBe(false);
    });
  });

  describe('given the last reload was over a minute ago', () => {
    it('reloads again', () => {
      const storage = memoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: '1000000' });

      expect(shouldReloadAfterFailedChunk({ storage, now: 1_060_000, online: true })).toBe(true);
    });
  });

  describe('given the browser is offline', () => {
    it('does not reload', () => {
      expect(
        shouldReloadAfterFailedChunk({ storage: memoryStorage(), now: 1_000_000, online: false }),
      ).toBe(false);
    });

    it('reloads once when the offline copy controls the page, which answers with its offline page', () => {
      const storage = memoryStorage();
      const offline = { storage, online: false, offlineCopy: true };

      expect(shouldReloadAfterFailedChunk({ ...offline, now: 1_000_000 })).toBe(true);
      expect(shouldReloadAfterFailedChunk({ ...offline, now: 1_000_500 })).toBe(false);
    });
  });

  describe('given no storage, or storage that throws', () => {
    it('does not reload, since it could not tell a loop', () => {
      const throwing = {
        getItem: () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
        setItem: () => undefined,
      };

      expect(shouldReloadAfterFailedChunk({ storage: null, now: 1_000_000, online: true })).toBe(
        false,
      );
      expect(
        shouldReloadAfterFailedChunk({ storage: throwing, now: 1_000_000, online: true }),
      ).toBe(false);
    });
  });

  describe('given storage that says it could not keep the time (full, blocked)', () => {
    it('does not reload, since it could not tell a loop', () => {
      const refusing = { getItem: () => null, setItem: () => false };

      expect(
        shouldReloadAfterFailedChunk({ storage: refusing, now: 1_000_000, online: true }),
      ).toBe(false);
    });
  });

  describe('given a stored value that is not a time', () => {
    it('reloads', () => {
      const storage = memoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: 'not-a-number' });

      expect(shouldReloadAfterFailedChunk({ storage, now: 1_000_000, online: true })).toBe(true);
    });
  });
});
