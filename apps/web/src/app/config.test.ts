import { describe, expect, it } from 'vitest';
import { readConfig, type ConfigEnvironment } from './config';
import { configMessage } from './config-message';

/** What a build with `env` tells whoever runs it, or null when it is configured. */
function messageOf(env: ConfigEnvironment): string | null {
  const config = readConfig(env);
  return config.ok ? null : configMessage(config.problem);
}

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
      expect(messageOf({})).toBe(
        'VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are not set. Set them in the environment (or an .env file) and build the site again.',
      );
    });
  });

  describe('given only the URL', () => {
    it('names the missing anon key', () => {
      expect(
        messageOf({ VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: '  ' }),
      ).toMatch(/^VITE_SUPABASE_ANON_KEY is not set\. Set it in the environment/);
    });
  });

  describe('given only the anon key', () => {
    it('names the missing URL', () => {
      expect(messageOf({ VITE_SUPABASE_ANON_KEY: 'anon-key' })).toMatch(
        /^VITE_SUPABASE_URL is not set\./,
      );
    });
  });

  describe('given a URL that is not one', () => {
    it('says so', () => {
      expect(
        messageOf({ VITE_SUPABASE_URL: 'abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'key' }),
      ).toBe('VITE_SUPABASE_URL is not a valid URL: "abc.supabase.co".');
      expect(
        messageOf({ VITE_SUPABASE_URL: 'ftp://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'key' }),
      ).toBe('VITE_SUPABASE_URL must start with https:// or http://, not "ftp:".');
    });
  });
});
