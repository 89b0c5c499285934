import { describe, expect, it } from 'vitest';
import { OTHER_DEVICE_DATA, STORED_KEY_DESCRIPTIONS } from './stored-key-descriptions';
import { STORED_KEYS, findStoredKey, matchesStoredKey } from './stored-keys';
import type { StoredKey, StoredKeyId } from './stored-keys';

const ids = Object.keys(STORED_KEYS) as StoredKeyId[];
const entryOf = (id: StoredKeyId): StoredKey => STORED_KEYS[id];

describe('findStoredKey', () => {
  it('finds a key listed by its exact name in its own area', () => {
    expect(findStoredKey('app_version', 'local')).toBe('appVersion');
    expect(findStoredKey('hasVisitedBefore', 'local')).toBe('visitedBefore');
    expect(findStoredKey('harbor:shared-computer', 'session')).toBe('sharedComputerMode');
    expect(findStoredKey('harbor:safety-plan', 'session')).toBe('safetyPlan');
    expect(findStoredKey('harbor:safety-plan', 'local')).toBe('safetyPlan');
    expect(findStoredKey('harbor:my-list', 'session')).toBe('myList');
    expect(findStoredKey('harbor:my-list', 'local')).toBe('myList');
    expect(findStoredKey('harbor:story-helped:3f1c2a9e-1111-4222-8333-444455556666', 'local')).toBe(
      'storyHelped',
    );
  });

  it('finds a key listed by its prefix', () => {
    expect(findStoredKey('harbor-activity:poverty-challenge', 'local')).toBe('checkInAnswers');
    expect(findStoredKey('harbor:draft:contact', 'local')).toBe('formDrafts');
    expect(findStoredKey('sb-127-auth-token', 'local')).toBe('authSession');
    expect(findStoredKey('sb-127-auth-token-code-verifier', 'session')).toBe('authSession');
  });

  it('does not find a listed key in an area it is not listed for', () => {
    expect(findStoredKey('hasVisitedBefore', 'session')).toBeNull();
    expect(findStoredKey('harbor:shared-computer', 'local')).toBeNull();
  });

  it('does not find a key Harbor does not list', () => {
    expect(findStoredKey('hasVisitedBeforeX', 'local')).toBeNull();
    expect(findStoredKey('harbor:something-new', 'local')).toBeNull();
    expect(findStoredKey('', 'local')).toBeNull();
  });
});

describe('STORED_KEYS', () => {
  it('names each key once: no entry matches another entry’s key', () => {
    for (const id of ids) {
      for (const other of ids) {
        if (id === other) continue;
        const entry: StoredKey = STORED_KEYS[other];
        expect(matchesStoredKey(entry, STORED_KEYS[id].key), `${other} also matches ${id}`).toBe(
          false,
        );
      }
    }
  });

  it('lists every area a key may be in', () => {
    for (const id of ids) expect(STORED_KEYS[id].areas.length).toBeGreaterThan(0);
  });

  it('marks what a visitor did, typed or chose as personal, and nothing the site needs to run', () => {
    const personal = ids.filter((id) => entryOf(id).personal).sort();
    expect(personal).toEqual(
      [
        'checkInAnswers',
        'completedActivity',
        'country',
        'formDrafts',
        'interactionType',
        'myList',
        'safetyPlan',
        'storyHelped',
        'visitedBefore',
      ].sort(),
    );
  });

  it('signing out removes the session', () => {
    expect(ids.filter((id) => entryOf(id).clearedOnSignOut)).toEqual(['authSession']);
  });
});

describe('the plain words', () => {
  it('describe every listed key', () => {
    expect(Object.keys(STORED_KEY_DESCRIPTIONS).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      expect(STORED_KEY_DESCRIPTIONS[id].name.trim()).not.toBe('');
      expect(STORED_KEY_DESCRIPTIONS[id].holds.trim()).not.toBe('');
    }
  });

  it('describe the offline copy, its service worker and the databases', () => {
    expect(OTHER_DEVICE_DATA.map((item) => item.name)).toEqual([
      'Offline copy',
      'Background helper (service worker)',
      'Browser databases (IndexedDB)',
    ]);
  });
});
