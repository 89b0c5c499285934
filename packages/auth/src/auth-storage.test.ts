// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthStorage } from './auth-storage';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

const SESSION_KEY = 'sb-127-auth-token';

describe('createAuthStorage', () => {
  describe('by default', () => {
    it('keeps the session in localStorage, as supabase-js would', () => {
      const storage = createAuthStorage();
      storage.setItem(SESSION_KEY, '{"access_token":"a"}');
      expect(storage.persistence).toBe('local');
      expect(localStorage.getItem(SESSION_KEY)).toBe('{"access_token":"a"}');
      expect(sessionStorage.length).toBe(0);
      expect(storage.getItem(SESSION_KEY)).toBe('{"access_token":"a"}');
      expect(storage.hasSession()).toBe(true);
    });
  });

  describe("given persistence 'tab'", () => {
    it('keeps the session in this tab’s sessionStorage only', () => {
      const storage = createAuthStorage({ persistence: 'tab' });
      storage.setItem(SESSION_KEY, '{"access_token":"a"}');
      expect(sessionStorage.getItem(SESSION_KEY)).toBe('{"access_token":"a"}');
      expect(localStorage.length).toBe(0);
      expect(storage.hasSession()).toBe(true);
    });

    it('does not read a session another visitor left in localStorage', () => {
      localStorage.setItem(SESSION_KEY, '{"access_token":"someone-else"}');
      const storage = createAuthStorage({ persistence: 'tab' });
      expect(storage.getItem(SESSION_KEY)).toBeNull();
      expect(storage.hasSession()).toBe(false);
    });
  });

  describe('when the persistence changes', () => {
    it('moves what supabase-js stored, leaving nothing in localStorage', () => {
      const storage = createAuthStorage();
      storage.setItem(SESSION_KEY, '{"access_token":"a"}');
      storage.setItem(`${SESSION_KEY}-code-verifier`, 'verifier');
      localStorage.setItem('app_version', '1.4.7');

      storage.setPersistence('tab');

      expect(Object.keys(localStorage)).toEqual(['app_version']);
      expect(sessionStorage.getItem(SESSION_KEY)).toBe('{"access_token":"a"}');
      expect(sessionStorage.getItem(`${SESSION_KEY}-code-verifier`)).toBe('verifier');
      expect(storage.getItem(SESSION_KEY)).toBe('{"access_token":"a"}');
    });
  });

  it('removes an entry from both storages, and clear() removes every sb- entry from both', () => {
    const storage = createAuthStorage();
    localStorage.setItem(SESSION_KEY, 'a');
    sessionStorage.setItem(SESSION_KEY, 'b');
    storage.removeItem(SESSION_KEY);
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();

    localStorage.setItem(`${SESSION_KEY}-code-verifier`, 'v');
    sessionStorage.setItem(SESSION_KEY, 'b');
    localStorage.setItem('hasVisitedBefore', 'true');
    storage.clear();
    expect(Object.keys(localStorage)).toEqual(['hasVisitedBefore']);
    expect(sessionStorage.length).toBe(0);
  });

  it('never throws when the browser refuses storage', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const storage = createAuthStorage();
    expect(() => storage.setItem(SESSION_KEY, 'a')).not.toThrow();
    expect(storage.getItem(SESSION_KEY)).toBeNull();
    expect(storage.hasSession()).toBe(false);
    expect(() => storage.setPersistence('tab')).not.toThrow();
    expect(() => storage.clear()).not.toThrow();
  });
});
