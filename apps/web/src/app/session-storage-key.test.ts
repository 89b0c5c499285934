// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { sharedComputerStorageKey } from './session-storage-key';

afterEach(() => {
  sessionStorage.clear();
});

describe('sharedComputerStorageKey', () => {
  it("names a session of this tab's own, under the registry's sb- prefix", () => {
    const key = sharedComputerStorageKey('https://abcdefgh.supabase.co');
    expect(key).toMatch(/^sb-abcdefgh-tab-[0-9a-f]{8}-auth-token$/);
  });

  it('gives two tabs two names, so neither hears the other sign in', () => {
    const first = sharedComputerStorageKey('http://127.0.0.1:54321');
    const second = sharedComputerStorageKey('http://127.0.0.1:54321');
    expect(first).not.toBe(second);
  });

  it('finds the name again after a reload of the same tab', () => {
    sessionStorage.setItem('sb-127-tab-1a2b3c4d-auth-token', '{}');
    expect(sharedComputerStorageKey('http://127.0.0.1:54321')).toBe(
      'sb-127-tab-1a2b3c4d-auth-token',
    );
  });
});
