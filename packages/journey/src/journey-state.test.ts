import { describe, expect, it } from 'vitest';
import { VISITED_KEY, readProgress, recordVisit, writeProgress } from './journey-state';

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

describe('readProgress', () => {
  it('reads a completed activity and the latest interaction', () => {
    const storage = memoryStorage({
      hasCompletedActivity: 'true',
      interactionType: 'read-resource',
    });
    expect(readProgress(storage)).toEqual({
      hasCompletedActivity: true,
      interactionType: 'read-resource',
    });
  });

  it('reads nothing stored as no progress', () => {
    expect(readProgress(memoryStorage())).toEqual({
      hasCompletedActivity: false,
      interactionType: null,
    });
  });

  it('ignores a completed flag that is not "true"', () => {
    expect(readProgress(memoryStorage({ hasCompletedActivity: 'yes' })).hasCompletedActivity).toBe(
      false,
    );
  });

  it('ignores an interaction too long to be one of ours', () => {
    expect(readProgress(memoryStorage({ interactionType: 'x'.repeat(201) })).interactionType).toBe(
      null,
    );
  });

  it('reads storage that throws as no progress', () => {
    expect(readProgress({ getItem: throwing })).toEqual({
      hasCompletedActivity: false,
      interactionType: null,
    });
  });

  it('reads no storage as no progress', () => {
    expect(readProgress(null)).toEqual({ hasCompletedActivity: false, interactionType: null });
  });
});

describe('writeProgress', () => {
  it('stores the value under its key', () => {
    const storage = memoryStorage();
    writeProgress(storage, 'interactionType', 'shared-story');
    expect(storage.entries()).toEqual({ interactionType: 'shared-story' });
  });

  it('does not throw when storage throws', () => {
    expect(() =>
      writeProgress({ setItem: throwing }, 'hasCompletedActivity', 'true'),
    ).not.toThrow();
  });
});
