import { describe, expect, it } from 'vitest';
import { removeStoredAuthEntries } from './stored-auth-entries';

function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    removeItem: (key: string) => void map.delete(key),
    keys: () => [...map.keys()],
  };
}

describe('removeStoredAuthEntries', () => {
  it('removes every sb- entry and keeps the others', () => {
    const storage = memoryStorage({
      'sb-127-auth-token': '{}',
      'sb-127-auth-token-code-verifier': 'x',
      hasVisitedBefore: 'true',
      app_version: '1.4.7',
    });

    expect(removeStoredAuthEntries(storage)).toEqual([
      'sb-127-auth-token',
      'sb-127-auth-token-code-verifier',
    ]);
    expect(storage.keys()).toEqual(['hasVisitedBefore', 'app_version']);
  });

  it('does nothing without storage', () => {
    expect(removeStoredAuthEntries(null)).toEqual([]);
  });

  it('does not throw when storage throws', () => {
    const storage = {
      get length(): number {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      key: () => null,
      removeItem: () => undefined,
    };
    expect(removeStoredAuthEntries(storage)).toEqual([]);
  });
});
