import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  describe('given both variables', () => {
    it('returns the URL and the anon key', () => {
      expect(
        readConfig({
          VITE_SUPABASE_URL: 'https://abc.supabase.co',
          VITE_SUPABASE_ANON_KEY: 'anon-key',
        }),
      ).toEqual({ ok: true, url: 'https://abc.supabase.co', anonKey: 'anon-key' });
    });

    it('trims spaces and a trailing slash', () => {
      expect(
        readConfig({
          VITE_SUPABASE_URL: ' http://127.0.0.1:54321/ ',
          VITE_SUPABASE_ANON_KEY: ' key\n',
        }),
      ).toEqual({ ok: true, url: 'http://127.0.0.1:54321', anonKey: 'key' });
    });
  });

  describe('given neither variable', () => {
    it('explains that both are missing', () => {
      const config = readConfig({});
      expect(config.ok).toBe(false);
      expect(!config.ok && config.message).toBe(
        'VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are not set. Set them in the environment (or an .env file) and build the site again.',
      );
    });
  });

  describe('given only the URL', () => {
    it('names the missing anon key', () => {
      const config = readConfig({
        VITE_SUPABASE_URL: 'https://abc.supabase.co',
        VITE_SUPABASE_ANON_KEY: '  ',
      });
      expect(config.ok).toBe(false);
      expect(!config.ok && config.message).toMatch(/^VITE_SUPABASE_ANON_KEY is not set\./);
    });
  });

  describe('given only the anon key', () => {
    it('names the missing URL', () => {
      const config = readConfig({ VITE_SUPABASE_ANON_KEY: 'anon-key' });
      expect(config.ok).toBe(false);
      expect(!config.ok && config.message).toMatch(/^VITE_SUPABASE_URL is not set\./);
    });
  });

  describe('given a URL that is not one', () => {
    it('says so', () => {
      expect(
        readConfig({ VITE_SUPABASE_URL: 'abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'key' }),
      ).toEqual({
        ok: false,
        message: 'VITE_SUPABASE_URL is not a valid URL: "abc.supabase.co".',
      });
      expect(
        readConfig({ VITE_SUPABASE_URL: 'ftp://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'key' })
          .ok,
      ).toBe(false);
    });
  });
});
