import { describe, expect, it } from 'vitest';
import {
  activityStorageKey,
  answersFor,
  clearActivityProgress,
  isUnfinished,
  readActivityProgress,
  writeActivityProgress,
} from './activity-storage';
import type { Activity } from './activity-types';

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    entries: () => Object.fromEntries(map),
  };
}

const throwing = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('activity progress in storage', () => {
  it('is kept under one key per activity', () => {
    expect(activityStorageKey('health-challenge')).toBe('harbor-activity:health-challenge');
  });

  it('reads back what was written', () => {
    const storage = memoryStorage();
    const progress = {
      answers: { worries: { choices: ['food'], note: 'soon' } },
      step: 2,
      finished: false,
    };
    writeActivityProgress(storage, 'poverty-challenge', progress);
    expect(readActivityProgress(storage, 'poverty-challenge')).toEqual(progress);
  });

  it('is gone after clearing', () => {
    const storage = memoryStorage();
    writeActivityProgress(storage, 'poverty-challenge', { answers: {}, step: 1, finished: false });
    clearActivityProgress(storage, 'poverty-challenge');
    expect(storage.entries()).toEqual({});
  });

  it('reads nothing saved as null', () => {
    expect(readActivityProgress(memoryStorage(), 'poverty-challenge')).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['a list', '[]'],
    ['a negative step', JSON.stringify({ answers: {}, step: -1, finished: false })],
    ['answers that are a list', JSON.stringify({ answers: [], step: 0, finished: false })],
  ])('reads %s as null', (_label, raw) => {
    const storage = memoryStorage({ 'harbor-activity:poverty-challenge': raw });
    expect(readActivityProgress(storage, 'poverty-challenge')).toBeNull();
  });

  it('drops answers that are not in the saved shape', () => {
    const storage = memoryStorage({
      'harbor-activity:poverty-challenge': JSON.stringify({
        answers: { good: { choices: ['a'], note: '' }, bad: { choices: [1], note: '' } },
        step: 0,
        finished: true,
      }),
    });
    expect(readActivityProgress(storage, 'poverty-challenge')).toEqual({
      answers: { good: { choices: ['a'], note: '' } },
      step: 0,
      finished: true,
    });
  });

  it('never throws when storage throws', () => {
    const broken = { getItem: throwing, setItem: throwing, removeItem: throwing };
    expect(readActivityProgress(broken, 'poverty-challenge')).toBeNull();
    expect(() =>
      writeActivityProgress(broken, 'poverty-challenge', { answers: {}, step: 0, finished: false }),
    ).not.toThrow();
    expect(() => clearActivityProgress(broken, 'poverty-challenge')).not.toThrow();
  });

  it('does nothing without storage', () => {
    expect(readActivityProgress(null, 'poverty-challenge')).toBeNull();
  });
});

describe('isUnfinished', () => {
  it('is true for a started, unfinished activity', () => {
    expect(isUnfinished({ answers: {}, step: 1, finished: false })).toBe(true);
    expect(
      isUnfinished({ answers: { a: { choices: ['x'], note: '' } }, step: 0, finished: false }),
    ).toBe(true);
  });

  it('is false for one not started, or finished, or not saved', () => {
    expect(isUnfinished({ answers: {}, step: 0, finished: false })).toBe(false);
    expect(isUnfinished({ answers: {}, step: 3, finished: true })).toBe(false);
    expect(isUnfinished(null)).toBe(false);
  });
});

describe('answersFor', () => {
  const activity: Activity = {
    slug: 'health-challenge',
    intro: '',
    steps: [
      {
        id: 'one',
        question: 'One?',
        multiple: false,
        choices: [
          { id: 'a', label: 'A', planSteps: [], resourceIds: [] },
          { id: 'b', label: 'B', planSteps: [], resourceIds: [] },
        ],
        notesLabel: 'Notes',
      },
    ],
    alwaysResourceIds: [],
  };

  it('keeps known choices, one for a single-choice step, and drops unknown steps', () => {
    expect(
      answersFor(activity, {
        one: { choices: ['zzz', 'b', 'a'], note: 'hi' },
        gone: { choices: ['a'], note: '' },
      }),
    ).toEqual({ one: { choices: ['b'], note: 'hi' } });
  });
});
