import { describe, expect, it } from 'vitest';
import { removeStoredAuthEntries, urlCarriesAuthResponse } from './stored-auth-entries';

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

describe('urlCarriesAuthResponse', () => {
  it('is true for an email link that lands with tokens or an error in the fragment', () => {
    expect(
      urlCarriesAuthResponse({ hash: '#access_token=a&refresh_token=b&type=recovery', search: '' }),
    ).toBe(true);
    expect(
      urlCarriesAuthResponse({
        hash: '#error=access_denied&error_description=expired',
        search: '',
      }),
    ).toBe(true);
  });

  it('is true for a PKCE code in the query', () => {
    expect(urlCarriesAuthResponse({ hash: '', search: '?mode=update&code=abc' })).toBe(true);
  });

  it('is false for an ordinary address, an anchor or no location', () => {
    expect(urlCarriesAuthResponse({ hash: '#crisis-lines', search: '?topic=money' })).toBe(false);
    expect(urlCarriesAuthResponse({ hash: '', search: '' })).toBe(false);
    expect(urlCarriesAuthResponse(null)).toBe(false);
  });
});
