import { describe, expect, it } from 'vitest';
import { sourceFromEnvironment } from './public-source';

describe('sourceFromEnvironment', () => {
  it('reads the URL (without a trailing slash) and the anon key the site is built with', () => {
    expect(
      sourceFromEnvironment({
        VITE_SUPABASE_URL: ' https://project.supabase.co/ ',
        VITE_SUPABASE_ANON_KEY: 'anon-key',
      }),
    ).toEqual({ url: 'https://project.supabase.co', anonKey: 'anon-key' });
  });

  it('is no source when either is missing, so reads fail as network and ask no one', () => {
    expect(sourceFromEnvironment({ VITE_SUPABASE_URL: 'https://p.example' })).toBeNull();
    expect(sourceFromEnvironment({ VITE_SUPABASE_ANON_KEY: 'anon-key' })).toBeNull();
    expect(
      sourceFromEnvironment({ VITE_SUPABASE_URL: ' ', VITE_SUPABASE_ANON_KEY: 'anon-key' }),
    ).toBeNull();
  });
});
