// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearOnQuickExit, quickExitClearsData } from './clear-this-device';
import { setQuickExitClearsData } from './clearing';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('Quick exit and "Also clear Harbor’s data"', () => {
  describe('given the visitor did not ask for it', () => {
    it('leaves everything in place', () => {
      localStorage.setItem('harbor:draft:story', '{"story":"mine"}');
      expect(clearOnQuickExit()).toBeUndefined();
      expect(localStorage.getItem('harbor:draft:story')).not.toBeNull();
    });
  });

  describe('given the visitor asked for it', () => {
    it('clears every listed key but the choice itself', async () => {
      setQuickExitClearsData(true);
      localStorage.setItem('harbor:draft:story', '{"story":"mine"}');
      localStorage.setItem('sb-127-auth-token', '{}');
      sessionStorage.setItem('harbor_chunk_reload_at', '1');

      await clearOnQuickExit();

      expect(Object.keys(localStorage)).toEqual(['harbor:quick-exit-clears']);
      expect(sessionStorage.length).toBe(0);
      expect(quickExitClearsData()).toBe(true);
    });
  });
});
