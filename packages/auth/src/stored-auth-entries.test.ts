import { describe, expect, it } from 'vitest';
import { hasStoredSession, urlCarriesAuthResponse } from './stored-auth-entries';

function memoryStorage(entries: Record<string, string>) {
  const keys = Object.keys(entries);
  return { length: keys.length, key: (index: number) => keys[index] ?? null };
}

describe('hasStoredSession', () => {
  it('is true when supabase-js saved a session (sb-<project>-auth-token)', () => {
    expect(
      hasStoredSession(memoryStorage({ app_version: '1.4.7', 'sb-127-auth-token': '{}' })),
    ).toBe(true);
  });

  it('is false for a code verifier alone, other keys, no storage or storage that throws', () => {
    expect(hasStoredSession(memoryStorage({ 'sb-127-auth-token-code-verifier': 'x' }))).toBe(false);
    expect(hasStoredSession(memoryStorage({ hasVisitedBefore: 'true' }))).toBe(false);
    expect(hasStoredSession(null)).toBe(false);
    const throwing = {
      get length(): number {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      key: () => null,
    };
    expect(hasStoredSession(throwing)).toBe(false);
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
