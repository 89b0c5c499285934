import { describe, expect, it } from 'vitest';
import { VISITED_KEY, recordVisit } from './journey-state';

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    entries: () => Object.fromEntries(map),
  };
}

const throwing = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('recordVisit', () => {
  describe('given storage without the visit flag', () => {
    it('is a first visit', () => {
      expect(recordVisit(memoryStorage())).toEqual({ isFirstVisit: true, isReturningUser: false });
    });

    it('sets hasVisitedBefore to "true"', () => {
      const storage = memoryStorage();
      recordVisit(storage);
      expect(storage.entries()).toEqual({ hasVisitedBefore: 'true' });
    });

    it('counts the next load as a returning user', () => {
      const storage = memoryStorage();
      recordVisit(storage);
      expect(recordVisit(storage)).toEqual({ isFirstVisit: false, isReturningUser: true });
    });
  });

  describe('given storage with the visit flag', () => {
    it('is a returning user', () => {
      expect(recordVisit(memoryStorage({ [VISITED_KEY]: 'true' }))).toEqual({
        isFirstVisit: false,
        isReturningUser: true,
      });
    });
  });

  describe('given storage that throws on read', () => {
    it('is a first visit and does not throw', () => {
      expect(recordVisit({ getItem: throwing, setItem: throwing })).toEqual({
        isFirstVisit: true,
        isReturningUser: false,
      });
    });
  });

  describe('given storage that throws on write (full quota)', () => {
    it('is a first visit and does not throw', () => {
      const full = {
        getItem: () => null,
        setItem: () => {
          throw new DOMException('Quota exceeded', 'QuotaExceededError');
        },
      };
      expect(recordVisit(full)).toEqual({ isFirstVisit: true, isReturningUser: false });
    });
  });

  describe('given no storage', () => {
    it('is a first visit', () => {
      expect(recordVisit(null)).toEqual({ isFirstVisit: true, isReturningUser: false });
    });
  });
});
